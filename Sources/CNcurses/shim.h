/*
 * The only code that sees ncurses.
 *
 * Swift 6 cannot reach what ncurses keeps in macros and mutable globals (stdscr, COLORS,
 * the A_* attributes, getmaxyx, KEY_F(n), the mouse masks), nor write an async-signal-safe
 * signal handler. Each such thing gets a small `static inline` accessor here, named
 * `cnc_<thing>`, whose doc line names the call it wraps.
 *
 * The header keeps a little state (the signal flag, the screen to restore at exit). Swift
 * compiles these inline functions into every object file that calls them, so the state is
 * not `static`, which would give each file its own copy: it is one weak definition, which the
 * linker keeps once for the whole program.
 */
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

/* MARK: Windows and sizes */

/** The standard screen. The corresponding ncurses global is `stdscr`. */
static inline WINDOW *cnc_stdscr(void) { return stdscr; }

/** What ncurses believes the terminal shows. The corresponding ncurses global is `curscr`. */
static inline WINDOW *cnc_curscr(void) { return curscr; }

/** The number of rows of a window. The corresponding ncurses call is `getmaxy`. */
static inline int cnc_getmaxy(WINDOW *window) { return getmaxy(window); }

/** The number of columns of a window. The corresponding ncurses call is `getmaxx`. */
static inline int cnc_getmaxx(WINDOW *window) { return getmaxx(window); }

/* MARK: Attributes and colours */

/** No attribute. The corresponding ncurses macro is `A_NORMAL`. */
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }

/** Reverse video. The corresponding ncurses macro is `A_REVERSE`. */
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }

/** Bold. The corresponding ncurses macro is `A_BOLD`. */
static inline attr_t cnc_a_bold(void) { return A_BOLD; }

/** Half-bright. The corresponding ncurses macro is `A_DIM`. */
static inline attr_t cnc_a_dim(void) { return A_DIM; }

/** Underline. The corresponding ncurses macro is `A_UNDERLINE`. */
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }

/** The attribute bits of a colour pair. The corresponding ncurses macro is `COLOR_PAIR`. */
static inline attr_t cnc_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

/** How many colours the terminal has. The corresponding ncurses global is `COLORS`. */
static inline int cnc_colors(void) { return COLORS; }

/** How many colour pairs the terminal has. The corresponding ncurses global is `COLOR_PAIRS`. */
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }

/* MARK: Characters */

/**
 * Builds a complex character from a spacing character and up to four combining marks.
 *
 * The corresponding ncurses call is `setcchar`; `chars` need not be terminated, `count` says
 * how many wide characters it holds. Returns ERR when ncurses refuses the combination.
 */
static inline int cnc_setcchar(cchar_t *out, const wchar_t *chars, int count, attr_t attrs,
                               short pair) {
  wchar_t buffer[CCHARW_MAX + 1];
  if (count < 1 || count > CCHARW_MAX) return ERR;
  for (int i = 0; i < count; i++) buffer[i] = chars[i];
  buffer[count] = L'\0';
  return setcchar(out, buffer, attrs, pair, NULL);
}

/** The most wide characters one cell holds. The corresponding ncurses macro is `CCHARW_MAX`. */
static inline int cnc_ccharw_max(void) { return CCHARW_MAX; }

/** The cells a character takes as the C library counts them. The corresponding call is `wcwidth`. */
static inline int cnc_wcwidth(wchar_t character) { return wcwidth(character); }

/* MARK: Keys and mouse */

/** The code of function key `n`. The corresponding ncurses macro is `KEY_F(n)`. */
static inline int cnc_key_f(int n) { return KEY_F(n); }

/** Button 1 went down. The corresponding ncurses macro is `BUTTON1_PRESSED`. */
static inline mmask_t cnc_button1_pressed(void) { return BUTTON1_PRESSED; }

/** Button 1 went up. The corresponding ncurses macro is `BUTTON1_RELEASED`. */
static inline mmask_t cnc_button1_released(void) { return BUTTON1_RELEASED; }

/** Button 1 went down and up. The corresponding ncurses macro is `BUTTON1_CLICKED`. */
static inline mmask_t cnc_button1_clicked(void) { return BUTTON1_CLICKED; }

/** The wheel turned up. The corresponding ncurses macro is `BUTTON4_PRESSED`. */
static inline mmask_t cnc_button4_pressed(void) { return BUTTON4_PRESSED; }

/** The wheel turned down. The corresponding ncurses macro is `BUTTON5_PRESSED`. */
static inline mmask_t cnc_button5_pressed(void) { return BUTTON5_PRESSED; }

/* MARK: Terminal capabilities and input */

/**
 * Whether terminfo knows a terminal type: 1 usable, 0 unknown or generic, -1 no terminfo
 * database, 2 a hardcopy terminal. Nothing is printed and nothing stays set up.
 *
 * The corresponding ncurses calls are `setupterm` and `del_curterm`.
 */
static inline int cnc_check_terminal_type(const char *name, int fd) {
  int status = 0;
  if (setupterm(name, fd, &status) == OK) {
    del_curterm(set_curterm(NULL));
    return 1;
  }
  return status == 1 ? 2 : status;
}

/**
 * Whether the terminal can move its cursor to any cell, which drawing a screen needs.
 *
 * The corresponding ncurses call is `tigetstr("cup")`.
 */
static inline bool cnc_has_cursor_addressing(void) {
  char *cup = tigetstr((char *)"cup");
  return cup != NULL && cup != (char *)-1;
}

/**
 * The bytes waiting to be read on a descriptor, or -1 when it cannot say (a hung-up tty).
 *
 * The corresponding call is `ioctl(fd, FIONREAD)`, which Swift cannot make (it is variadic).
 */
static inline int cnc_bytes_available(int fd) {
  int count = 0;
  if (ioctl(fd, FIONREAD, &count) != 0) return -1;
  return count;
}

/* MARK: Shared state */

/** The signals that end the program in an orderly way: the app saves, then restores. */
static const int cnc_terminating_signals[] = {SIGTERM, SIGHUP, SIGINT};

/** The signals of a crash (a Swift trap is SIGILL or SIGTRAP), restored before dying. */
static const int cnc_crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};

/** The terminating signal that arrived and is not taken yet, or 0. */
__attribute__((weak)) volatile sig_atomic_t cnc_pending_signal = 0;

/** What the shim remembers between calls; one copy for the program (see the top). */
struct cnc_state {
  /** The handlers that were in place before `cnc_install_signal_handlers`. */
  struct sigaction previous_actions[3];
  bool handlers_installed;
  /** The screen to restore if the program leaves without closing it, or NULL. */
  SCREEN *live_screen;
  bool exit_restore_registered;
  /** The handlers that were in place before the crash handlers. */
  struct sigaction previous_crash_actions[6];
};

__attribute__((weak)) struct cnc_state cnc_state = {0};

/* MARK: Signals */

/** Records a terminating signal; async-signal-safe. */
static void cnc_record_signal(int signal_number) { cnc_pending_signal = signal_number; }

/**
 * Catches SIGTERM, SIGHUP and SIGINT into a flag instead of dying at once.
 *
 * The corresponding call is `sigaction`. Installed before `newterm`, so ncurses (which only
 * catches these when they are at their default) leaves them to us. No `SA_RESTART`: a blocked
 * `poll` returns at once with EINTR, and the input loop notices the flag. The calling thread
 * also unblocks them (and SIGWINCH, SIGCONT), in case the parent started the program with
 * them blocked: a terminal program that never hears SIGTERM cannot restore anything.
 */
static inline void cnc_install_signal_handlers(void) {
  if (cnc_state.handlers_installed) return;
  sigset_t wanted;
  sigemptyset(&wanted);
  for (int i = 0; i < 3; i++) sigaddset(&wanted, cnc_terminating_signals[i]);
  sigaddset(&wanted, SIGWINCH);
  sigaddset(&wanted, SIGCONT);
  pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = cnc_record_signal;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < 3; i++) {
    sigaction(cnc_terminating_signals[i], &action, &cnc_state.previous_actions[i]);
  }
  cnc_state.handlers_installed = true;
}

/** Puts back the handlers `cnc_install_signal_handlers` replaced. The call is `sigaction`. */
static inline void cnc_restore_signal_handlers(void) {
  if (!cnc_state.handlers_installed) return;
  for (int i = 0; i < 3; i++) {
    sigaction(cnc_terminating_signals[i], &cnc_state.previous_actions[i], NULL);
  }
  cnc_state.handlers_installed = false;
}

/** The terminating signal that arrived since the last call, or 0; clears it. */
static inline int cnc_take_pending_signal(void) {
  int signal_number = cnc_pending_signal;
  cnc_pending_signal = 0;
  return signal_number;
}

/* MARK: Last-resort restore */

/** Leaves curses mode if a screen is still live: the terminal gets its modes back. */
static void cnc_restore_live_screen(void) {
  SCREEN *screen = cnc_state.live_screen;
  cnc_state.live_screen = NULL;
  if (screen != NULL) {
    set_term(screen);
    if (!isendwin()) endwin();
  }
}

/**
 * On a crash, restores the terminal, then hands the signal to the handler that was there.
 *
 * Returning re-runs the faulting instruction (or lets `abort` carry on) under that handler,
 * so crash reports and core dumps are unchanged.
 */
static void cnc_on_crash(int signal_number) {
  cnc_restore_live_screen();
  for (int i = 0; i < 6; i++) {
    if (cnc_crash_signals[i] == signal_number) {
      sigaction(signal_number, &cnc_state.previous_crash_actions[i], NULL);
    }
  }
}

/**
 * Registers the screen that `exit()` or a crash must restore; NULL once it is closed.
 *
 * The corresponding calls are `atexit` and `sigaction`; both are set up on the first call.
 */
static inline void cnc_set_live_screen(SCREEN *screen) {
  cnc_state.live_screen = screen;
  if (screen == NULL || cnc_state.exit_restore_registered) return;
  cnc_state.exit_restore_registered = true;
  atexit(cnc_restore_live_screen);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = cnc_on_crash;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < 6; i++) {
    sigaction(cnc_crash_signals[i], &action, &cnc_state.previous_crash_actions[i]);
  }
}

#endif
