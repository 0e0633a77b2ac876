#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include "keys.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

/* Key names as a NavStack `.keys` script spells them; any other name is an error. */
static const struct {
  const char *name;
  Key key;
} key_names[] = {
    {"Down", K_DOWN}, {"Up", K_UP},       {"PgDn", K_PGDN},   {"PgUp", K_PGUP}, {"Home", K_HOME},
    {"End", K_END},   {"Enter", K_ENTER}, {"Esc", K_ESC},     {"q", K_QUIT},
};

Key *read_keys(const char *path, size_t *count) {
  size_t length = 0;
  char *text = read_file(path, &length);
  Key *keys = NULL;
  size_t n = 0, capacity = 0;
  size_t line_number = 0;
  for (char *line = text; line < text + length;) {
    char *newline = memchr(line, '\n', (size_t)(text + length - line));
    char *stop = newline ? newline : text + length;
    line_number++;
    char *hash = memchr(line, '#', (size_t)(stop - line));
    char *e = hash ? hash : stop;
    while (line < e && (*line == ' ' || *line == '\t')) line++;
    while (e > line && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
    if (e > line) {
      char *space = memchr(line, ' ', (size_t)(e - line));
      char *name_end = space ? space : e;
      long repeat = 1;
      if (space) {
        char *after = NULL;
        repeat = strtol(space + 1, &after, 10);
        if (after != e || repeat < 1) {
          fprintf(stderr, "cref: %s:%zu: bad repeat count\n", path, line_number);
          exit(2);
        }
      }
      size_t name_length = (size_t)(name_end - line);
      size_t k = 0;
      size_t known = sizeof key_names / sizeof key_names[0];
      while (k < known && !(strlen(key_names[k].name) == name_length &&
                            memcmp(key_names[k].name, line, name_length) == 0)) {
        k++;
      }
      if (k == known) {
        fprintf(stderr, "cref: %s:%zu: unknown key '%.*s'\n", path, line_number, (int)name_length,
                line);
        exit(2);
      }
      for (long r = 0; r < repeat; r++) {
        if (n == capacity) keys = grow(keys, &capacity, sizeof(Key));
        keys[n++] = key_names[k].key;
      }
    }
    line = newline ? newline + 1 : text + length;
  }
  free(text);
  *count = n;
  return keys;
}

bool key_of_code(int code, Key *key) {
  switch (code) {
  case KEY_DOWN: *key = K_DOWN; return true;
  case KEY_UP: *key = K_UP; return true;
  case KEY_NPAGE: *key = K_PGDN; return true;
  case KEY_PPAGE: *key = K_PGUP; return true;
  case KEY_HOME: *key = K_HOME; return true;
  case KEY_END: *key = K_END; return true;
  case KEY_ENTER:
  case '\r':
  case '\n': *key = K_ENTER; return true;
  case 27: *key = K_ESC; return true;
  case 'q': *key = K_QUIT; return true;
  default: return false;
  }
}

/* Moves the selection in a list: a page is the visible height, and the top row follows. */
static void move_selection(ListPosition *pos, size_t count, Key key) {
  size_t h = (size_t)list_height();
  if (count == 0 || h == 0) return;
  size_t last_top = count > h ? count - h : 0;
  switch (key) {
  case K_DOWN:
    if (pos->selected + 1 < count) pos->selected++;
    break;
  case K_UP:
    if (pos->selected > 0) pos->selected--;
    break;
  case K_PGDN:
    pos->selected = pos->selected + h < count ? pos->selected + h : count - 1;
    pos->top = pos->top + h < last_top ? pos->top + h : last_top;
    break;
  case K_PGUP:
    pos->selected = pos->selected > h ? pos->selected - h : 0;
    pos->top = pos->top > h ? pos->top - h : 0;
    break;
  case K_HOME:
    pos->selected = 0;
    break;
  case K_END:
    pos->selected = count - 1;
    break;
  default: return;
  }
  if (pos->selected < pos->top) pos->top = pos->selected;
  if (pos->selected >= pos->top + h) pos->top = pos->selected - h + 1;
}

bool apply(App *a, Key key) {
  switch (key) {
  case K_QUIT: return false;
  case K_ESC:
    if (a->depth > 0) a->depth--;
    return true;
  case K_ENTER:
    if (a->depth == 0 && a->lib->count > 0) {
      a->folder = a->folders.selected;
      a->items = (ListPosition){0, 0};
      a->depth = 1;
    } else if (a->depth == 1 && a->lib->folders[a->folder].count > 0) {
      a->item = a->items.selected;
      a->depth = 2;
    }
    return true;
  default:
    if (a->depth == 0) move_selection(&a->folders, a->lib->count, key);
    else if (a->depth == 1) move_selection(&a->items, a->lib->folders[a->folder].count, key);
    return true;
  }
}
