/*
 * The library as the app stores it (format version 1), reduced to what the screens show.
 * All strings point into the one buffer the file was read into, which lives as long as the
 * program does.
 */
#ifndef CREF_LIBRARY_H
#define CREF_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
  const char *name;
  const char *notes;
  bool done;
} Item;

typedef struct {
  const char *name;
  Item *items;
  size_t count, capacity;
} Folder;

typedef struct {
  Folder *folders;
  size_t count, capacity;
  char *buffer;
} Library;

/* Reads and parses the library; a file the app would reject ends the program with status 2. */
Library load_library(const char *path);

#endif
