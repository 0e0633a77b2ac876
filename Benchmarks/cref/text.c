#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include "text.h"

#include <string.h>
#include <wchar.h>

/* Text longer than this is cut: no row is anywhere near this many cells wide. */
enum { MAX_CELLS = 1024 };

typedef struct {
  wchar_t chars[MAX_CELLS];
  int n;
  int width;
} Cells;

/* Decodes `s` into at most `max_width` cells: one pass serves measuring and drawing. */
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

int text_width(const char *s) {
  Cells cells;
  to_cells(s, MAX_CELLS / 2, &cells);
  return cells.width;
}

int put_text(int row, int col, int width, const char *s, attr_t attr) {
  Cells cells;
  to_cells(s, width, &cells);
  if (cells.n == 0) return 0;
  wattrset(stdscr, attr);
  mvwaddnwstr(stdscr, row, col, cells.chars, cells.n);
  return cells.width;
}

void fill_row(int row, attr_t attr) {
  wattrset(stdscr, attr);
  mvwhline(stdscr, row, 0, ' ' | attr, COLS);
}
