/*
 * Keys: the same file the app replays, one key name a line, parsed in full before the replay
 * so that reading it costs nothing per frame; then each key applied to the screen state.
 */
#ifndef CREF_KEYS_H
#define CREF_KEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "screens.h"

typedef enum { K_DOWN, K_UP, K_PGDN, K_PGUP, K_HOME, K_END, K_ENTER, K_ESC, K_QUIT } Key;

/* Reads a key file (`Name` or `Name COUNT` a line, `#` comments); bad lines end the program. */
Key *read_keys(const char *path, size_t *count);

/* Applies one key; returns false when the program should quit. */
bool apply(App *a, Key key);

#endif
