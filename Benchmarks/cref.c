/*
 * cref — the C reference that `make bench` measures NavStack against.
 *
 * It loads the same JSON library as the app and draws the same three screens (Folders, the
 * item list of a folder, item detail) with plain ncursesw: a navigation bar on row 0, list rows
 * with the selection in reverse video and a `›` marker, a key bar on the last row. It replays
 * the same key file, one frame per key, through wnoutrefresh/doupdate, so ncurses sends only
 * the cells that changed. Nothing sits on top of ncurses: this is the practical limit the app
 * is compared with, so it does the same drawing work every frame and skips none.
 *
 * Usage:
 *   cref --replay KEYFILE --data LIBRARY [--size WxH] [--headless]
 *   cref --load-only LIBRARY        prints the seconds taken to read and parse the library
 *   cref --version                  prints the ncurses version it runs on
 *
 * The command line mirrors `navstack --replay`, so the driver runs both programs the same way.
 * `--headless` sends the frames to /dev/null instead of the terminal: ncurses still builds and
 * diffs every frame, which is the C counterpart of the app's in-memory screen.
 */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include <ncursesw/curses.h>

/* ---------------------------------------------------------------------------------------------
 * The library: one buffer holding the file, strings decoded in place, and arrays of pointers
 * into it. Decoding in place never needs more room (every escape is at least as long as the
 * UTF-8 it stands for), so the load costs one read plus one pass.
 * ------------------------------------------------------------------------------------------- */

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

typedef struct {
  char *p, *end, *start;
  const char *path;
} Parser;

static _Noreturn void fail(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  fprintf(stderr, "cref: ");
  vfprintf(stderr, fmt, args);
  fputc('\n', stderr);
  va_end(args);
  exit(2);
}

/* Reports a malformed library the way the app does: the file, line:column, and the reason. */
static _Noreturn void parse_fail(const Parser *ps, const char *reason) {
  size_t line = 1, column = 1;
  for (const char *c = ps->start; c < ps->p && c < ps->end; c++) {
    if (*c == '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  fprintf(stderr, "cref: %s:%zu:%zu: %s\n", ps->path, line, column, reason);
  exit(2);
}

static void *grow(void *array, size_t *capacity, size_t element) {
  size_t next = *capacity ? *capacity * 2 : 16;
  void *bigger = realloc(array, next * element);
  if (!bigger) fail("out of memory");
  *capacity = next;
  return bigger;
}

static void skip_ws(Parser *ps) {
  while (ps->p < ps->end &&
         (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')) {
    ps->p++;
  }
}

static bool peek(Parser *ps, char c) {
  skip_ws(ps);
  return ps->p < ps->end && *ps->p == c;
}

static void expect(Parser *ps, char c, const char *reason) {
  if (!peek(ps, c)) parse_fail(ps, reason);
  ps->p++;
}

static void expect_literal(Parser *ps, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0) {
    parse_fail(ps, "expected a value");
  }
  ps->p += n;
}

static long hex4(const char *s, const char *end) {
  if (end - s < 4) return -1;
  long v = 0;
  for (int i = 0; i < 4; i++) {
    char c = s[i];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= c - '0';
    else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
    else return -1;
  }
  return v;
}

static char *put_utf8(char *w, long cp) {
  if (cp < 0x80) {
    *w++ = (char)cp;
  } else if (cp < 0x800) {
    *w++ = (char)(0xC0 | (cp >> 6));
    *w++ = (char)(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    *w++ = (char)(0xE0 | (cp >> 12));
    *w++ = (char)(0x80 | ((cp >> 6) & 0x3F));
    *w++ = (char)(0x80 | (cp & 0x3F));
  } else {
    *w++ = (char)(0xF0 | (cp >> 18));
    *w++ = (char)(0x80 | ((cp >> 12) & 0x3F));
    *w++ = (char)(0x80 | ((cp >> 6) & 0x3F));
    *w++ = (char)(0x80 | (cp & 0x3F));
  }
  return w;
}

/* Parses a JSON string and returns it decoded, NUL-terminated, in place in the buffer. */
static const char *parse_string(Parser *ps) {
  skip_ws(ps);
  if (ps->p >= ps->end || *ps->p != '"') parse_fail(ps, "expected a string");
  char *r = ++ps->p;
  char *w = r;
  char *out = w;
  for (;;) {
    if (r >= ps->end) {
      ps->p = r;
      parse_fail(ps, "unterminated string");
    }
    unsigned char c = (unsigned char)*r;
    if (c == '"') {
      *w = '\0';
      ps->p = r + 1;
      return out;
    }
    if (c < 0x20) {
      ps->p = r;
      parse_fail(ps, "control character in a string");
    }
    if (c != '\\') {
      *w++ = *r++;
      continue;
    }
    if (++r >= ps->end) {
      ps->p = r;
      parse_fail(ps, "unterminated string");
    }
    switch (*r++) {
    case '"': *w++ = '"'; break;
    case '\\': *w++ = '\\'; break;
    case '/': *w++ = '/'; break;
    case 'b': *w++ = '\b'; break;
    case 'f': *w++ = '\f'; break;
    case 'n': *w++ = '\n'; break;
    case 'r': *w++ = '\r'; break;
    case 't': *w++ = '\t'; break;
    case 'u': {
      long cp = hex4(r, ps->end);
      if (cp < 0) {
        ps->p = r;
        parse_fail(ps, "invalid \\u escape");
      }
      r += 4;
      if (cp >= 0xD800 && cp <= 0xDBFF) {
        long low = (ps->end - r >= 6 && r[0] == '\\' && r[1] == 'u') ? hex4(r + 2, ps->end) : -1;
        if (low < 0xDC00 || low > 0xDFFF) {
          ps->p = r;
          parse_fail(ps, "unpaired surrogate in a \\u escape");
        }
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        r += 6;
      } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        ps->p = r;
        parse_fail(ps, "unpaired surrogate in a \\u escape");
      }
      w = put_utf8(w, cp);
      break;
    }
    default:
      ps->p = r - 1;
      parse_fail(ps, "invalid escape");
    }
  }
}

static bool parse_bool(Parser *ps) {
  skip_ws(ps);
  if (ps->p < ps->end && *ps->p == 't') {
    expect_literal(ps, "true");
    return true;
  }
  if (ps->p < ps->end && *ps->p == 'f') {
    expect_literal(ps, "false");
    return false;
  }
  parse_fail(ps, "expected true or false");
}

static void skip_number(Parser *ps) {
  char *from = ps->p;
  if (ps->p < ps->end && *ps->p == '-') ps->p++;
  while (ps->p < ps->end &&
         ((*ps->p >= '0' && *ps->p <= '9') || *ps->p == '.' || *ps->p == 'e' || *ps->p == 'E' ||
          *ps->p == '+' || *ps->p == '-')) {
    ps->p++;
  }
  if (ps->p == from) parse_fail(ps, "expected a value");
}

/* Skips a value of a field this program does not use (the app keeps such fields). */
static void skip_value(Parser *ps, int depth) {
  if (depth > 256) parse_fail(ps, "nested too deeply");
  skip_ws(ps);
  if (ps->p >= ps->end) parse_fail(ps, "expected a value");
  switch (*ps->p) {
  case '"': parse_string(ps); return;
  case 't': expect_literal(ps, "true"); return;
  case 'f': expect_literal(ps, "false"); return;
  case 'n': expect_literal(ps, "null"); return;
  case '{':
    ps->p++;
    if (peek(ps, '}')) {
      ps->p++;
      return;
    }
    for (;;) {
      parse_string(ps);
      expect(ps, ':', "expected ':'");
      skip_value(ps, depth + 1);
      if (peek(ps, ',')) {
        ps->p++;
        continue;
      }
      expect(ps, '}', "expected ',' or '}'");
      return;
    }
  case '[':
    ps->p++;
    if (peek(ps, ']')) {
      ps->p++;
      return;
    }
    for (;;) {
      skip_value(ps, depth + 1);
      if (peek(ps, ',')) {
        ps->p++;
        continue;
      }
      expect(ps, ']', "expected ',' or ']'");
      return;
    }
  default: skip_number(ps); return;
  }
}

/* Runs `field` for each key of an object; the callback consumes the value. */
static void parse_object(Parser *ps, void (*field)(Parser *, const char *, void *), void *ctx) {
  expect(ps, '{', "expected an object");
  if (peek(ps, '}')) {
    ps->p++;
    return;
  }
  for (;;) {
    const char *key = parse_string(ps);
    expect(ps, ':', "expected ':'");
    field(ps, key, ctx);
    if (peek(ps, ',')) {
      ps->p++;
      continue;
    }
    expect(ps, '}', "expected ',' or '}'");
    return;
  }
}

static void parse_array(Parser *ps, void (*element)(Parser *, void *), void *ctx) {
  expect(ps, '[', "expected an array");
  if (peek(ps, ']')) {
    ps->p++;
    return;
  }
  for (;;) {
    element(ps, ctx);
    if (peek(ps, ',')) {
      ps->p++;
      continue;
    }
    expect(ps, ']', "expected ',' or ']'");
    return;
  }
}

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

static char *read_file(const char *path, size_t *length) {
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

static Library load_library(const char *path) {
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

/* ---------------------------------------------------------------------------------------------
 * Keys: the same file the app replays, one key name a line, parsed in full before the replay.
 * ------------------------------------------------------------------------------------------- */

typedef enum { K_DOWN, K_UP, K_PGDN, K_PGUP, K_HOME, K_END, K_ENTER, K_ESC, K_QUIT } Key;

static const struct {
  const char *name;
  Key key;
} key_names[] = {
    {"Down", K_DOWN}, {"Up", K_UP},       {"PgDn", K_PGDN},   {"PgUp", K_PGUP}, {"Home", K_HOME},
    {"End", K_END},   {"Enter", K_ENTER}, {"Esc", K_ESC},     {"q", K_QUIT},
};

static Key *read_keys(const char *path, size_t *count) {
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

/* ---------------------------------------------------------------------------------------------
 * Text: UTF-8 to terminal cells, with the app's rules — widths in cells (wide characters take
 * two), control characters shown as U+FFFD so data cannot drive the terminal, and a `…` where
 * text is cut to fit.
 * ------------------------------------------------------------------------------------------- */

enum { MAX_CELLS = 1024 };

typedef struct {
  wchar_t chars[MAX_CELLS];
  int n;
  int width;
} Cells;

static void to_cells(const char *s, int max_width, Cells *out) {
  unsigned char widths[MAX_CELLS];
  mbstate_t state;
  memset(&state, 0, sizeof state);
  size_t left = strlen(s);
  out->n = 0;
  out->width = 0;
  if (max_width <= 0) return;
  while (left > 0) {
    wchar_t wc;
    size_t k = mbrtowc(&wc, s, left, &state);
    if (k == 0) break;
    if (k == (size_t)-1 || k == (size_t)-2) {
      wc = 0xFFFD;
      k = 1;
      memset(&state, 0, sizeof state);
    }
    s += k;
    left -= k;
    if (wc < 0x20 || (wc >= 0x7F && wc < 0xA0)) wc = 0xFFFD;
    int w = wcwidth(wc);
    if (w < 0) {
      wc = 0xFFFD;
      w = 1;
    }
    if (out->width + w > max_width || out->n == MAX_CELLS - 1) {
      while (out->n > 0 && out->width + 1 > max_width) out->width -= widths[--out->n];
      out->chars[out->n++] = L'…';
      out->width += 1;
      return;
    }
    widths[out->n] = (unsigned char)w;
    out->chars[out->n++] = wc;
    out->width += w;
  }
}

static int text_width(const char *s) {
  Cells cells;
  to_cells(s, MAX_CELLS / 2, &cells);
  return cells.width;
}

/* Draws text at row, col in at most `width` cells; returns the cells used. */
static int put_text(int row, int col, int width, const char *s, attr_t attr) {
  Cells cells;
  to_cells(s, width, &cells);
  if (cells.n == 0) return 0;
  wattrset(stdscr, attr);
  mvwaddnwstr(stdscr, row, col, cells.chars, cells.n);
  return cells.width;
}

static void fill_row(int row, attr_t attr) {
  wattrset(stdscr, attr);
  mvwhline(stdscr, row, 0, ' ' | attr, COLS);
}

/* ---------------------------------------------------------------------------------------------
 * Screens and keys.
 * ------------------------------------------------------------------------------------------- */

typedef struct {
  size_t selected, top;
} ListPosition;

typedef struct {
  const Library *lib;
  int depth; /* 0 Folders, 1 the items of `folder`, 2 the detail of `item` */
  size_t folder, item;
  ListPosition folders, items;
  attr_t bar_attr;
} App;

static int list_height(void) { return LINES - 2 > 0 ? LINES - 2 : 0; }

/* Row 0: back label or leading button, the title centred and cut before it touches a button,
 * the trailing button right-aligned. */
static void draw_bar(const App *a, const char *back, const char *leading, const char *title,
                     const char *trailing) {
  char label[256];
  int left = 0;
  fill_row(0, a->bar_attr);
  if (back) {
    snprintf(label, sizeof label, "< %s", back);
    if (back[0] == '\0' || text_width(label) > COLS / 3) snprintf(label, sizeof label, "< Back");
    left = put_text(0, 0, COLS, label, a->bar_attr);
  }
  if (leading) {
    snprintf(label, sizeof label, "[%s]", leading);
    int col = left ? left + 1 : 0;
    left = col + put_text(0, col, COLS - col, label, a->bar_attr);
  }
  int right = COLS;
  if (trailing) {
    snprintf(label, sizeof label, "[%s]", trailing);
    int w = text_width(label);
    right = COLS - w;
    put_text(0, right, w, label, a->bar_attr);
  }
  int from = left ? left + 1 : 0;
  int to = right < COLS ? right - 1 : COLS;
  if (to <= from) return;
  int w = text_width(title);
  int col = (COLS - w) / 2;
  if (w > to - from) {
    col = from;
  } else if (col < from) {
    col = from;
  } else if (col + w > to) {
    col = to - w;
  }
  put_text(0, col, to - col, title, a->bar_attr);
}

static void draw_key_bar(const char *keys) {
  fill_row(LINES - 1, A_NORMAL);
  put_text(LINES - 1, 0, COLS, keys, A_NORMAL);
}

/* Lists are virtualised: only the visible rows are formatted, whatever the count. */
static void draw_list(const ListPosition *pos, size_t count,
                      void (*row)(const App *, size_t, int, attr_t), const App *a) {
  int h = list_height();
  for (int r = 0; r < h; r++) {
    size_t i = pos->top + (size_t)r;
    if (i >= count) break;
    bool selected = i == pos->selected;
    attr_t attr = selected ? A_REVERSE : A_NORMAL;
    if (selected) fill_row(1 + r, attr);
    put_text(1 + r, 0, 1, selected ? "›" : " ", attr);
    row(a, i, 1 + r, attr);
  }
}

static void folder_row(const App *a, size_t i, int y, attr_t attr) {
  const Folder *f = &a->lib->folders[i];
  char count[32];
  snprintf(count, sizeof count, "%zu", f->count);
  int cw = (int)strlen(count);
  put_text(y, COLS - 1 - cw, cw, count, attr);
  put_text(y, 2, COLS - 2 - cw - 2, f->name, attr);
}

static void item_row(const App *a, size_t i, int y, attr_t attr) {
  const Item *item = &a->lib->folders[a->folder].items[i];
  put_text(y, 2, COLS - 6, item->name, attr);
  if (item->done) put_text(y, COLS - 3, 1, "✓", attr);
}

/* The detail screen: Name (focused, the cursor at its end), Notes (several lines), Done. */
static void draw_detail(const Item *item) {
  int field = 10;
  int width = COLS - field - 1;
  put_text(2, 2, 8, "Name", A_BOLD);
  int name_width = put_text(2, field, width - 1, item->name, A_NORMAL);

  put_text(4, 2, 8, "Notes", A_BOLD);
  const char *line = item->notes;
  for (int r = 0; r < 5 && line && *line; r++) {
    const char *newline = strchr(line, '\n');
    char part[512];
    size_t n = newline ? (size_t)(newline - line) : strlen(line);
    if (n >= sizeof part) n = sizeof part - 1;
    memcpy(part, line, n);
    part[n] = '\0';
    put_text(4 + r, field, width, part, A_NORMAL);
    line = newline ? newline + 1 : NULL;
  }

  put_text(10, 2, 8, "Done", A_BOLD);
  put_text(10, field, 3, item->done ? "[✓]" : "[ ]", A_NORMAL);
  wmove(stdscr, 2, field + name_width);
}

/* Builds the whole frame into stdscr, then lets ncurses send only what changed. */
static void draw(const App *a) {
  werase(stdscr);
  const Library *lib = a->lib;
  if (a->depth == 0) {
    draw_bar(a, NULL, "Patterns", "Folders", "+ Folder");
    draw_list(&a->folders, lib->count, folder_row, a);
    draw_key_bar("Enter Open  Esc Back  / Filter  ? Help  q Quit");
  } else if (a->depth == 1) {
    const Folder *f = &lib->folders[a->folder];
    draw_bar(a, "Folders", NULL, f->name, "+");
    draw_list(&a->items, f->count, item_row, a);
    draw_key_bar("Enter Open  Esc Back  / Filter  ? Help  q Quit");
  } else {
    const Folder *f = &lib->folders[a->folder];
    const Item *item = &f->items[a->item];
    draw_bar(a, f->name, NULL, item->name, "Save");
    draw_detail(item);
    draw_key_bar("^S Save  Tab Next  Esc Back  ? Help");
  }
  bool editing = a->depth == 2;
  leaveok(stdscr, !editing);
  curs_set(editing ? 1 : 0);
  wnoutrefresh(stdscr);
  doupdate();
}

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

/* Applies one key; returns false when the program should quit. */
static bool apply(App *a, Key key) {
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

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static _Noreturn void usage(void) {
  fprintf(stderr, "usage: cref --replay KEYFILE --data LIBRARY [--size WxH] [--headless]\n"
                  "       cref --load-only LIBRARY\n");
  exit(2);
}

int main(int argc, char **argv) {
  const char *keys_path = NULL, *data_path = NULL, *load_only = NULL, *size = NULL;
  bool headless = false;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    bool has_value = i + 1 < argc;
    if (strcmp(arg, "--replay") == 0 && has_value) keys_path = argv[++i];
    else if (strcmp(arg, "--data") == 0 && has_value) data_path = argv[++i];
    else if (strcmp(arg, "--load-only") == 0 && has_value) load_only = argv[++i];
    else if (strcmp(arg, "--size") == 0 && has_value) size = argv[++i];
    else if (strcmp(arg, "--headless") == 0) headless = true;
    else if (strcmp(arg, "--version") == 0) {
      printf("%s\n", curses_version());
      return 0;
    }
    else usage();
  }

  if (load_only) {
    double start = now();
    Library lib = load_library(load_only);
    double seconds = now() - start;
    size_t items = 0;
    for (size_t f = 0; f < lib.count; f++) items += lib.folders[f].count;
    printf("%.6f\n", seconds);
    fprintf(stderr, "cref: %zu folders, %zu items\n", lib.count, items);
    return 0;
  }
  if (!keys_path || !data_path) usage();

  setlocale(LC_ALL, "");
  /* Like the app, the library is read before the terminal is taken. */
  Library lib = load_library(data_path);
  size_t key_count = 0;
  Key *keys = read_keys(keys_path, &key_count);

  if (size) {
    int w = 0, h = 0;
    if (sscanf(size, "%dx%d", &w, &h) != 2 || w < 1 || h < 1) usage();
    char number[16];
    snprintf(number, sizeof number, "%d", w);
    setenv("COLUMNS", number, 1);
    snprintf(number, sizeof number, "%d", h);
    setenv("LINES", number, 1);
  }
  FILE *out = stdout;
  if (headless) {
    out = fopen("/dev/null", "w");
    if (!out) fail("/dev/null: %s", strerror(errno));
  }
  const char *term = getenv("TERM");
  SCREEN *screen = newterm(term && *term ? term : "xterm-256color", out, stdin);
  if (!screen) fail("cannot start the terminal (TERM=%s)", term ? term : "");
  set_escdelay(25);
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  /* Never abandon a frame for pending input: every key gets its frame. */
  typeahead(-1);

  App app = {.lib = &lib, .bar_attr = A_BOLD};
  if (!getenv("NO_COLOR") && has_colors()) {
    start_color();
    use_default_colors();
    init_pair(1, COLOR_WHITE, COLOR_BLUE);
    app.bar_attr = A_BOLD | COLOR_PAIR(1);
  }

  draw(&app);
  for (size_t k = 0; k < key_count; k++) {
    if (!apply(&app, keys[k])) break;
    draw(&app);
  }
  endwin();
  delscreen(screen);
  return 0;
}
