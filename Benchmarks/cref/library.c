#include "library.h"

#include <string.h>

#include "common.h"
#include "json.h"

/* Fields are matched by name and unknown ones skipped, as the app reads them. */
static void item_field(Parser *ps, const char *key, void *ctx) {
  Item *item = ctx;
  if (strcmp(key, "name") == 0) item->name = parse_string(ps);
  else if (strcmp(key, "notes") == 0) item->notes = parse_string(ps);
  else if (strcmp(key, "done") == 0) item->done = parse_bool(ps);
  else skip_value(ps, 1);
}

static void item_element(Parser *ps, void *ctx) {
  Folder *folder = ctx;
  Item item = {.name = NULL, .notes = "", .done = false};
  parse_object(ps, item_field, &item);
  if (!item.name) parse_fail(ps, "an item has no name");
  if (folder->count == folder->capacity) {
    folder->items = grow(folder->items, &folder->capacity, sizeof(Item));
  }
  folder->items[folder->count++] = item;
}

static void folder_field(Parser *ps, const char *key, void *ctx) {
  Folder *folder = ctx;
  if (strcmp(key, "name") == 0) folder->name = parse_string(ps);
  else if (strcmp(key, "items") == 0) parse_array(ps, item_element, folder);
  else skip_value(ps, 1);
}

static void folder_element(Parser *ps, void *ctx) {
  Library *lib = ctx;
  Folder folder = {0};
  parse_object(ps, folder_field, &folder);
  if (!folder.name) parse_fail(ps, "a folder has no name");
  if (lib->count == lib->capacity) {
    lib->folders = grow(lib->folders, &lib->capacity, sizeof(Folder));
  }
  lib->folders[lib->count++] = folder;
}

typedef struct {
  Library *lib;
  bool has_version, has_folders;
} Top;

static void top_field(Parser *ps, const char *key, void *ctx) {
  Top *top = ctx;
  if (strcmp(key, "version") == 0) {
    skip_ws(ps);
    if (ps->end - ps->p < 1 || *ps->p != '1' ||
        (ps->end - ps->p > 1 && ps->p[1] >= '0' && ps->p[1] <= '9')) {
      parse_fail(ps, "unsupported version (1 expected)");
    }
    ps->p++;
    top->has_version = true;
  } else if (strcmp(key, "folders") == 0) {
    parse_array(ps, folder_element, top->lib);
    top->has_folders = true;
  } else {
    skip_value(ps, 1);
  }
}

Library load_library(const char *path) {
  Library lib = {0};
  size_t length = 0;
  lib.buffer = read_file(path, &length);
  Parser ps = {.p = lib.buffer, .end = lib.buffer + length, .start = lib.buffer, .path = path};
  Top top = {.lib = &lib};
  parse_object(&ps, top_field, &top);
  skip_ws(&ps);
  if (ps.p != ps.end) parse_fail(&ps, "unexpected text after the library");
  if (!top.has_version) parse_fail(&ps, "missing field 'version'");
  if (!top.has_folders) parse_fail(&ps, "missing field 'folders'");
  return lib;
}
