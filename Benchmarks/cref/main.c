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
 *   cref --data LIBRARY             interactive: keys from the terminal, one frame per key
 *   cref --load-only LIBRARY        prints the seconds taken to read and parse the library
 *   cref --version                  prints the ncurses version it runs on
 *
 * The command line mirrors `navstack --replay`, so the driver runs both programs the same way.
 * Without `--replay` it reads keys from the terminal as the app does when a person types:
 * getch with keypad on decodes each escape sequence, and every key it knows gets a frame.
 * `--headless` sends the frames to /dev/null instead of the terminal: ncurses still builds and
 * diffs every frame, which is the C counterpart of the app's in-memory screen.
 */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <errno.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <ncursesw/curses.h>

#include "common.h"
#include "keys.h"
#include "library.h"
#include "screens.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static _Noreturn void usage(void) {
  fprintf(stderr, "usage: cref --replay KEYFILE --data LIBRARY [--size WxH] [--headless]\n"
                  "       cref --data LIBRARY\n"
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
  if (!data_path || (headless && !keys_path)) usage();

  setlocale(LC_ALL, "");
  /* Like the app, the library is read before the terminal is taken. */
  Library lib = load_library(data_path);
  size_t key_count = 0;
  Key *keys = keys_path ? read_keys(keys_path, &key_count) : NULL;

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
  if (keys) {
    for (size_t k = 0; k < key_count; k++) {
      if (!apply(&app, keys[k])) break;
      draw(&app);
    }
  } else {
    /* getch blocks until a key; ERR means the terminal is gone (a hang-up), so stop. */
    for (int code; (code = getch()) != ERR;) {
      Key key;
      if (!key_of_code(code, &key)) continue;
      if (!apply(&app, key)) break;
      draw(&app);
    }
  }
  endwin();
  delscreen(screen);
  return 0;
}
