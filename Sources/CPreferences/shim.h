/*
 * Writing the app's defaults (`UserDefaults`) before the process ends, without linking
 * Foundation.
 *
 * On Linux `UserDefaults` is swift-corelibs-foundation's, over CoreFoundation's preferences:
 * a value set is kept in memory and written to `$XDG_CONFIG_HOME/NAME.plist`
 * (`~/.config/NAME.plist`, NAME the executable's) only by a synchronize; nothing writes it at
 * exit, as iOS does. The runtime must not link Foundation for that (a static binary would
 * carry all of it), so the call is a weak reference: an app that uses `UserDefaults` links
 * CoreFoundation, which defines it; in any other the address is null and nothing is called.
 * The static archive's member holding it comes in with `UserDefaults` itself; a weak
 * reference never pulls a member in on its own.
 */
#ifndef CPREFERENCES_SHIM_H
#define CPREFERENCES_SHIM_H

#include <stdbool.h>
#include <stddef.h>

/**
 * CoreFoundation's `CFPreferencesFlushCaches`, under a name of our own so that no module that
 * declares it clashes: it writes every application's and suite's changed defaults, then drops
 * what it holds in memory (read again from disk on the next use).
 */
extern void cpf_CFPreferencesFlushCaches(void) __asm__("CFPreferencesFlushCaches")
    __attribute__((weak));

/**
 * Writes the defaults the app changed, when the app uses them; false when CoreFoundation is
 * not in the program, so there are none. The call is `CFPreferencesFlushCaches`.
 */
static inline bool cpf_write_defaults(void) {
  if (cpf_CFPreferencesFlushCaches == NULL) return false;
  cpf_CFPreferencesFlushCaches();
  return true;
}

#endif
