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
#include <errno.h>
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

/**
 * A terminfo string capability, or NULL when the terminal has none (or it is not a string).
 *
 * The corresponding ncurses call is `tigetstr`; extended names (`kUP5`) work too.
 */
static inline const char *cnc_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  if (value == NULL || value == (char *)-1) return NULL;
  return value;
}

/**
 * The terminal's size in rows and columns; false when the kernel cannot say.
 *
 * The corresponding call is `ioctl(fd, TIOCGWINSZ)`, which Swift cannot make (it is variadic).
 */
static inline bool cnc_window_size(int fd, int *out_rows, int *out_columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return false;
  *out_rows = size.ws_row;
  *out_columns = size.ws_col;
  return true;
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
  /** Where the input modes were turned on (bracketed paste, mouse), or -1. */
  int mode_fd;
  /** Whether mouse reporting is among them. */
  bool mode_mouse;
  /** The SIGWINCH handler that was in place before ours. */
  struct sigaction previous_winch_action;
  bool winch_installed;
  /** The SIGTSTP handler that was in place before ours, when ours went in. */
  struct sigaction previous_stop_action;
  bool stop_installed;
  /** The file that standard output and error write to while the screen is taken, or -1. */
  int capture_file;
  /** The descriptors sent to that file, and copies of where they wrote before; -1 for none. */
  int capture_targets[2];
  int capture_saved[2];
};

__attribute__((weak)) struct cnc_state cnc_state = {
    .mode_fd = -1, .capture_file = -1, .capture_targets = {-1, -1}, .capture_saved = {-1, -1}};

/** Set by SIGWINCH until the input loop takes it. */
__attribute__((weak)) volatile sig_atomic_t cnc_pending_resize = 0;

/** Set by SIGTSTP until the input loop takes it. */
__attribute__((weak)) volatile sig_atomic_t cnc_pending_stop = 0;

/* MARK: Signals */

/** Records a terminating signal; async-signal-safe. */
static void cnc_record_signal(int signal_number) { cnc_pending_signal = signal_number; }

/** Records a request to stop (SIGTSTP from `kill`); async-signal-safe. */
static void cnc_record_stop(int signal_number) {
  (void)signal_number;
  cnc_pending_stop = 1;
}

/**
 * Sends `signal_number` to `handler`, without `SA_RESTART` (a blocked `poll` wakes up),
 * keeping the action it replaces in `previous`. The call is `sigaction`.
 */
static inline void cnc_catch(
    int signal_number, void (*handler)(int), struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaction(signal_number, &action, previous);
}

/**
 * Catches SIGTERM, SIGHUP and SIGINT into a flag instead of dying at once, and SIGTSTP into
 * another.
 *
 * The corresponding call is `sigaction`. Installed before `newterm`, so ncurses (which only
 * catches these when they are at their default) leaves them to us. No `SA_RESTART`: a blocked
 * `poll` returns at once with EINTR, and the input loop notices the flag. The calling thread
 * also unblocks them (and SIGWINCH, SIGCONT, SIGTSTP), in case the parent started the program
 * with them blocked: a terminal program that never hears SIGTERM cannot restore anything.
 */
static inline void cnc_install_signal_handlers(void) {
  if (cnc_state.handlers_installed) return;
  sigset_t wanted;
  sigemptyset(&wanted);
  for (int i = 0; i < 3; i++) sigaddset(&wanted, cnc_terminating_signals[i]);
  sigaddset(&wanted, SIGWINCH);
  sigaddset(&wanted, SIGCONT);
  sigaddset(&wanted, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  for (int i = 0; i < 3; i++) {
    cnc_catch(cnc_terminating_signals[i], cnc_record_signal, &cnc_state.previous_actions[i]);
  }
  // SIGTSTP (a `kill -TSTP`; Ctrl+Z is a byte in raw mode) becomes a flag too, so the loop
  // stops the program as Ctrl+Z does. Ignored, it stays ignored. ncurses, finding it taken,
  // neither installs its own handler nor sets SIGTSTP aside and back around every
  // `doupdate`, two `sigaction` calls a frame.
  struct sigaction current;
  if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == SIG_DFL) {
    cnc_catch(SIGTSTP, cnc_record_stop, &cnc_state.previous_stop_action);
    cnc_state.stop_installed = true;
  }
  cnc_state.handlers_installed = true;
}

/** Puts back the handlers `cnc_install_signal_handlers` replaced. The call is `sigaction`. */
static inline void cnc_restore_signal_handlers(void) {
  if (!cnc_state.handlers_installed) return;
  for (int i = 0; i < 3; i++) {
    sigaction(cnc_terminating_signals[i], &cnc_state.previous_actions[i], NULL);
  }
  if (cnc_state.stop_installed) {
    sigaction(SIGTSTP, &cnc_state.previous_stop_action, NULL);
    cnc_state.stop_installed = false;
  }
  cnc_state.handlers_installed = false;
}

/** The terminating signal that arrived since the last call, or 0; clears it. */
static inline int cnc_take_pending_signal(void) {
  int signal_number = cnc_pending_signal;
  cnc_pending_signal = 0;
  return signal_number;
}

/** Records a window size change; async-signal-safe. */
static void cnc_record_resize(int signal_number) {
  (void)signal_number;
  cnc_pending_resize = 1;
}

/**
 * Catches SIGWINCH into a flag, replacing ncurses' own handler: input is read from the tty
 * directly, never through `getch`, which is where ncurses would report the resize.
 *
 * The corresponding call is `sigaction`, without `SA_RESTART`, so a blocked `poll` wakes up.
 */
static inline void cnc_install_resize_handler(void) {
  if (cnc_state.winch_installed) return;
  cnc_catch(SIGWINCH, cnc_record_resize, &cnc_state.previous_winch_action);
  cnc_state.winch_installed = true;
}

/** Puts back the SIGWINCH handler `cnc_install_resize_handler` replaced. */
static inline void cnc_restore_resize_handler(void) {
  if (!cnc_state.winch_installed) return;
  sigaction(SIGWINCH, &cnc_state.previous_winch_action, NULL);
  cnc_state.winch_installed = false;
}

/** Whether a signal set `flag` since the last call; clears it. */
static inline bool cnc_take_flag(volatile sig_atomic_t *flag) {
  bool pending = *flag != 0;
  *flag = 0;
  return pending;
}

/** Whether SIGTSTP came since the last call; clears it. */
static inline bool cnc_take_pending_stop(void) { return cnc_take_flag(&cnc_pending_stop); }

/** Whether SIGWINCH came since the last call; clears it. */
static inline bool cnc_take_pending_resize(void) { return cnc_take_flag(&cnc_pending_resize); }

/* MARK: Input modes */

/** Writes all of `text` to `fd`, retrying on interruption; async-signal-safe. */
static void cnc_write_all(int fd, const char *text) {
  size_t left = strlen(text);
  while (left > 0) {
    ssize_t written = write(fd, text, left);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    text += written;
    left -= (size_t)written;
  }
}

/** The modes that turn bracketed paste and SGR mouse reporting (1006 with 1000/1002) off. */
static const char cnc_modes_off_mouse[] = "\033[?1006l\033[?1002l\033[?1000l\033[?2004l";
static const char cnc_modes_off[] = "\033[?2004l";

/**
 * Turns bracketed paste on, and SGR mouse reporting when `mouse` is true, on `fd`; remembered
 * so that every way out (`cnc_input_modes_off`, exit, a crash) turns them off again.
 */
static inline void cnc_input_modes_on(int fd, bool mouse) {
  cnc_state.mode_fd = fd;
  cnc_state.mode_mouse = mouse;
  cnc_write_all(fd, mouse ? "\033[?1000h\033[?1002h\033[?1006h\033[?2004h" : "\033[?2004h");
}

/** Turns off what `cnc_input_modes_on` turned on; safe to call twice; async-signal-safe. */
static void cnc_input_modes_off(void) {
  int fd = cnc_state.mode_fd;
  if (fd < 0) return;
  cnc_state.mode_fd = -1;
  cnc_write_all(fd, cnc_state.mode_mouse ? cnc_modes_off_mouse : cnc_modes_off);
}

/* MARK: Captured output */

/**
 * Remembers that `targets` (up to two descriptors, -1 for none) now write to `file`, and that
 * `saved` are copies of where they wrote before, so every way out can put them back.
 */
static inline void cnc_set_capture(int file, int target0, int saved0, int target1, int saved1) {
  cnc_state.capture_targets[0] = target0;
  cnc_state.capture_saved[0] = saved0;
  cnc_state.capture_targets[1] = target1;
  cnc_state.capture_saved[1] = saved1;
  cnc_state.capture_file = file;
}

/**
 * Makes standard output line-buffered, as it is on a terminal: into a file stdio would buffer
 * whole blocks, and a printed line would reach the log late. The call is `setvbuf`.
 */
static inline void cnc_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

/**
 * Writes out what standard output holds in its buffer (Swift 6 cannot name `stdout`, a
 * mutable global). The call is `fflush(stdout)`.
 */
static inline void cnc_flush_stdout(void) { fflush(stdout); }

/**
 * Puts `target0` and `target1` (-1 for none) back from their copies `saved0` and `saved1`,
 * then writes everything `file` holds to the first of them, so nothing printed while the
 * screen was taken is lost, and closes the copies and the file; async-signal-safe.
 *
 * The corresponding calls are `dup2`, `pread` and `write`.
 */
static void cnc_end_capture(int file, int target0, int saved0, int target1, int saved1) {
  int targets[2] = {target0, target1};
  int saved[2] = {saved0, saved1};
  int echo = -1;
  for (int i = 0; i < 2; i++) {
    if (targets[i] < 0 || saved[i] < 0) continue;
    while (dup2(saved[i], targets[i]) < 0 && errno == EINTR) {}
    close(saved[i]);
    if (echo < 0) echo = targets[i];
  }
  char buffer[4096];
  off_t offset = 0;
  while (echo >= 0) {
    ssize_t count = pread(file, buffer, sizeof buffer, offset);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    offset += count;
    for (ssize_t done = 0; done < count;) {
      ssize_t written = write(echo, buffer + done, (size_t)(count - done));
      if (written < 0 && errno == EINTR) continue;
      if (written <= 0) {
        echo = -1;
        break;
      }
      done += written;
    }
  }
  close(file);
}

/** Forgets the capture `cnc_set_capture` remembered, if it is the one writing to `file`. */
static inline void cnc_forget_capture(int file) {
  if (cnc_state.capture_file == file) cnc_set_capture(-1, -1, -1, -1, -1);
}

/** Ends the capture still remembered, if any (at exit, on a crash); async-signal-safe. */
static void cnc_release_capture(void) {
  int file = cnc_state.capture_file;
  if (file < 0) return;
  int target0 = cnc_state.capture_targets[0], saved0 = cnc_state.capture_saved[0];
  int target1 = cnc_state.capture_targets[1], saved1 = cnc_state.capture_saved[1];
  cnc_set_capture(-1, -1, -1, -1, -1);
  cnc_end_capture(file, target0, saved0, target1, saved1);
}

/* MARK: Last-resort restore */

/**
 * Leaves curses mode if a screen is still live: the terminal gets its modes back, then
 * standard output and error theirs, with what they printed meanwhile.
 */
static void cnc_restore_live_screen(void) {
  cnc_input_modes_off();
  SCREEN *screen = cnc_state.live_screen;
  cnc_state.live_screen = NULL;
  if (screen != NULL) {
    set_term(screen);
    if (!isendwin()) endwin();
  }
  cnc_release_capture();
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
