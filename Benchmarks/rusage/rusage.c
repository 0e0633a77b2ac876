/*
 * rusage — runs a program as its child and writes the child's own resource usage to a file.
 *
 *   rusage OUT PROGRAM [ARG...]
 *
 * writes "USER_S SYSTEM_S MAXRSS_KB" to OUT once PROGRAM has exited, then exits as it did.
 *
 * Why: Linux gives a process the peak resident set of the memory it replaced when it called
 * exec, so a program spawned by the benchmark's driver never reads below the driver's own peak
 * (about 20 MB of Python). This helper is a few hundred kilobytes: a program it forks and execs
 * starts from that, and its ru_maxrss is the program's own. Timing is untouched: it only
 * waits.
 */
#define _DEFAULT_SOURCE

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: rusage OUT PROGRAM [ARG...]\n");
    return 2;
  }
  pid_t pid = fork();
  if (pid < 0) {
    perror("rusage: fork");
    return 127;
  }
  if (pid == 0) {
    execv(argv[2], argv + 2);
    fprintf(stderr, "rusage: cannot start %s\n", argv[2]);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("rusage: wait4");
    return 127;
  }
  FILE *out = fopen(argv[1], "w");
  if (out) {
    fprintf(out, "%ld.%06ld %ld.%06ld %ld\n", (long)usage.ru_utime.tv_sec,
            (long)usage.ru_utime.tv_usec, (long)usage.ru_stime.tv_sec,
            (long)usage.ru_stime.tv_usec, usage.ru_maxrss);
    fclose(out);
  }
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    raise(WTERMSIG(status));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 127;
}
