/*
 * The three screens the app shows in the replay — Folders, the items of a folder, an item's
 * detail — drawn the way the app lays them out, so that both programs send a terminal the
 * same kind of changes for the same key.
 */
#ifndef CREF_SCREENS_H
#define CREF_SCREENS_H

#include <stddef.h>

#include <ncursesw/curses.h>

#include "library.h"

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

/* Rows left for a list between the bar (row 0) and the key bar (the last row). */
int list_height(void);

/* Builds the whole frame into stdscr, then lets ncurses send only what changed. */
void draw(const App *a);

#endif
