/*
 * What the runtime needs to run the main dispatch queue's work without Foundation's run loop.
 *
 * Foundation's `RunLoop` does it by calling libdispatch's run-loop hook; linking Foundation
 * for that one call would bring all of it (and ICU's data) into a static binary. libdispatch
 * exports the hook for exactly this use (CoreFoundation is its other caller); it ships with
 * the toolchain, so nothing is linked here.
 */
#ifndef CMAINQUEUE_SHIM_H
#define CMAINQUEUE_SHIM_H

#include <stdbool.h>
#include <sys/syscall.h>
#include <unistd.h>

/**
 * Runs the work queued on the main dispatch queue so far; work it queues runs on the next call.
 *
 * libdispatch's hook for a run loop on the main thread (the call CoreFoundation makes when
 * the main queue's event descriptor is readable). Only the main thread may call it.
 */
void _dispatch_main_queue_callback_4CF(void *message);

/**
 * Whether the calling thread is the process's main thread: its thread id is the process id.
 *
 * The corresponding call is `syscall(SYS_gettid)`, which Swift cannot make (it is variadic).
 * The answer is kept per thread: asked between every two events, two system calls each time
 * cost more than the rest of draining an empty queue.
 */
static inline bool cmq_is_main_thread(void) {
  static __thread int answer = -1;
  if (answer < 0) answer = syscall(SYS_gettid) == getpid();
  return answer == 1;
}

#endif
