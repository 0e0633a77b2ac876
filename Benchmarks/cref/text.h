/*
 * Text to terminal cells, with the app's rules: widths in cells (wide characters take two),
 * control characters shown as U+FFFD so data cannot drive the terminal, and a `…` where text
 * is cut to fit. Drawing goes to stdscr, as every frame is built there.
 */
#ifndef CREF_TEXT_H
#define CREF_TEXT_H

#include <ncursesw/curses.h>

/* The width in cells that `s` takes when drawn, counted up to 512 (wider than any screen). */
int text_width(const char *s);

/* Draws text at row, col in at most `width` cells; returns the cells used. */
int put_text(int row, int col, int width, const char *s, attr_t attr);

/* Blanks a whole row with `attr`, as the bar and the selected row are filled edge to edge. */
void fill_row(int row, attr_t attr);

#endif
