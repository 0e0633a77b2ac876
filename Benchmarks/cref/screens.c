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

void draw(const App *a) {
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
