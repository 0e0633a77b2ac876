#define _XOPEN_SOURCE 700

#include "common.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

_Noreturn void fail(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  fprintf(stderr, "cref: ");
  vfprintf(stderr, fmt, args);
  fputc('\n', stderr);
  va_end(args);
  exit(2);
}

void *grow(void *array, size_t *capacity, size_t element) {
  size_t next = *capacity ? *capacity * 2 : 16;
  void *bigger = realloc(array, next * element);
  if (!bigger) fail("out of memory");
  *capacity = next;
  return bigger;
}

/* One read of the known size: the cheapest way in, which is the point of a reference. */
char *read_file(const char *path, size_t *length) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) fail("%s: %s", path, strerror(errno));
  struct stat st;
  if (fstat(fd, &st) != 0) fail("%s: %s", path, strerror(errno));
  size_t size = (size_t)st.st_size;
  char *buffer = malloc(size + 1);
  if (!buffer) fail("out of memory");
  size_t done = 0;
  while (done < size) {
    ssize_t n = read(fd, buffer + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail("%s: %s", path, n < 0 ? strerror(errno) : "file shrank while reading");
    done += (size_t)n;
  }
  close(fd);
  buffer[size] = '\0';
  *length = size;
  return buffer;
}
