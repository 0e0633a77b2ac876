#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include "screens.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

int list_height(void) { return LINES - 2 > 0 ? LINES - 2 : 0; }

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

/* The key bar as the app draws it: each entry's key in bold, a space, its title; two spaces
 * between entries. */
typedef struct {
  const char *key;
  const char *title;
} KeyEntry;

static void draw_key_bar(const KeyEntry *entries, int count) {
  fill_row(LINES - 1, A_NORMAL);
  int col = 0;
  for (int i = 0; i < count && col < COLS; i++) {
    if (i > 0) col += 2;
    col += put_text(LINES - 1, col, COLS - col, entries[i].key, A_BOLD);
    col += 1;
    if (col < COLS) col += put_text(LINES - 1, col, COLS - col, entries[i].title, A_NORMAL);
  }
}

/* The app's key bars on the three screens, with the count of the further keys help lists. */
static const KeyEntry folder_keys[] = {{"Enter", "Open"},     {"/", "Filter"},
                                       {"p", "Patterns"},     {"+", "New Folder"},
                                       {"?", "Help +5"},      {"q", "Quit"}};
static const KeyEntry item_keys[] = {{"Enter", "Open"},   {"Esc", "Back"}, {"/", "Filter"},
                                     {"+", "New Item"},   {"?", "Help +6"}, {"q", "Quit"}};
static const KeyEntry detail_keys[] = {
    {"Esc", "Back"}, {"^S", "Save"}, {"F1", "Help"}, {"^C", "Quit"}};
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

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

/* The detail screen as the app lays it out: the focused Name field (its marker, a bold label,
 * an underlined field to two cells from the edge), Done, then Notes with the note's first lines
 * below it. Returns the column of the name's end, where the cursor goes once the frame is
 * drawn. */
static int draw_detail(const Item *item) {
  int field = 9;
  int width = COLS - field - 2;
  put_text(2, 0, 1, "\u203a", A_BOLD);
  put_text(2, 2, 4, "Name", A_BOLD);
  wattrset(stdscr, A_NORMAL);
  if (width > 0) mvwhline(stdscr, 2, field, ' ' | A_UNDERLINE, width);
  int name_width = width > 0 ? put_text(2, field, width, item->name, A_UNDERLINE) : 0;

  put_text(4, 2, 4, "Done", A_BOLD);
  put_text(4, field, 3, item->done ? "[\u2713]" : "[ ]", A_NORMAL);

  put_text(6, 2, 5, "Notes", A_BOLD);
  const char *line = item->notes;
  for (int r = 0; r < 5 && line && *line; r++) {
    const char *newline = strchr(line, '\n');
    char part[512];
    size_t n = newline ? (size_t)(newline - line) : strlen(line);
    if (n >= sizeof part) n = sizeof part - 1;
    memcpy(part, line, n);
    part[n] = '\0';
    put_text(7 + r, 2, COLS - 3, part, A_NORMAL);
    line = newline ? newline + 1 : NULL;
  }
  return field + name_width;
}

void draw(const App *a) {
  werase(stdscr);
  const Library *lib = a->lib;
  if (a->depth == 0) {
    draw_bar(a, NULL, "Patterns", "Folders", "+ Folder");
    draw_list(&a->folders, lib->count, folder_row, a);
    draw_key_bar(folder_keys, COUNT(folder_keys));
  } else if (a->depth == 1) {
    const Folder *f = &lib->folders[a->folder];
    draw_bar(a, "Folders", NULL, f->name, "+");
    draw_list(&a->items, f->count, item_row, a);
    draw_key_bar(item_keys, COUNT(item_keys));
  } else {
    const Folder *f = &lib->folders[a->folder];
    const Item *item = &f->items[a->item];
    draw_bar(a, f->name, NULL, item->name, "Save");
    int cursor = draw_detail(item);
    draw_key_bar(detail_keys, COUNT(detail_keys));
    /* Last, so that the frame leaves the cursor on the field, not after the key bar. */
    wmove(stdscr, 2, cursor);
  }
  bool editing = a->depth == 2;
  leaveok(stdscr, !editing);
  curs_set(editing ? 1 : 0);
  wnoutrefresh(stdscr);
  doupdate();
}
