/*
 * What every part of cref needs: failing with a message, growing an array, reading a whole
 * file. A benchmark input that cannot be read is fatal, so none of these return an error.
 */
#ifndef CREF_COMMON_H
#define CREF_COMMON_H

#include <stddef.h>

/* Prints "cref: " and the message to standard error, then exits with status 2. */
_Noreturn void fail(const char *fmt, ...);

/* Doubles an array's capacity (16 to begin with); fails when out of memory. */
void *grow(void *array, size_t *capacity, size_t element);

/* Reads the whole file into one NUL-terminated buffer, so parsing can work in place. */
char *read_file(const char *path, size_t *length);

#endif
