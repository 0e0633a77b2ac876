/*
 * A minimal JSON reader over one buffer, just enough for the library format. Strings are
 * decoded in place and returned as pointers into the buffer: decoding never needs more room
 * (every escape is at least as long as the UTF-8 it stands for), so a load costs one read
 * plus one pass and no copies.
 */
#ifndef CREF_JSON_H
#define CREF_JSON_H

#include <stdbool.h>

typedef struct {
  char *p, *end, *start;
  const char *path;
} Parser;

/* Reports a malformed library the way the app does: the file, line:column, and the reason. */
_Noreturn void parse_fail(const Parser *ps, const char *reason);

void skip_ws(Parser *ps);

/* Parses a JSON string and returns it decoded, NUL-terminated, in place in the buffer. */
const char *parse_string(Parser *ps);

bool parse_bool(Parser *ps);

/* Skips a value of a field this program does not use (the app keeps such fields). */
void skip_value(Parser *ps, int depth);

/* Runs `field` for each key of an object; the callback consumes the value. */
void parse_object(Parser *ps, void (*field)(Parser *, const char *, void *), void *ctx);

/* Runs `element` for each element of an array; the callback consumes it. */
void parse_array(Parser *ps, void (*element)(Parser *, void *), void *ctx);

#endif
