/*
 * Keys: the same file the app replays, one key name a line, parsed in full before the replay
 * so that reading it costs nothing per frame; or, run interactively, each key as ncurses'
 * getch decodes it from the terminal. Then each key applied to the screen state.
 */
#ifndef CREF_KEYS_H
#define CREF_KEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "screens.h"

typedef enum { K_DOWN, K_UP, K_PGDN, K_PGUP, K_HOME, K_END, K_ENTER, K_ESC, K_QUIT } Key;

/* Reads a key file (`Name` or `Name COUNT` a line, `#` comments); bad lines end the program. */
Key *read_keys(const char *path, size_t *count);

/* The key a getch() code stands for (keypad on, nonl); false for a key the replay has no name
 * for, which the interactive loop ignores. */
bool key_of_code(int code, Key *key);

/* Applies one key; returns false when the program should quit. */
bool apply(App *a, Key key);

#endif
