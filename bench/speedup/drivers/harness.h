/* The kernel harness shared by the speedup drivers (bench/speedup/speedup.py runs them).

   A driver lists its kernels (a name and a function returning a checksum of its outputs) and
   calls speedup_main. Options:
     (none)          run every kernel once; print "NAME CHECKSUM" per kernel on stdout
     --list          print the kernel names, one a line
     --kernel NAME   run only that kernel (repeatable)
     --time MS       after the checksum call, call each kernel again until MS milliseconds have
                     passed and print "time NAME WALL-NS-PER-CALL CPU-NS-PER-CALL CALLS" on stderr
                     (CPU: the process's CPU time, which a loaded machine moves less than wall time)
   Every kernel runs through speedup_run_kernel, which callgrind counts with
   --toggle-collect=speedup_run_kernel: the instructions of the kernel and nothing of the setup.
   Checksums go to stdout alone, so a plain and a plugin build compare byte for byte. */
#ifndef THESEUS_SPEEDUP_HARNESS_H
#define THESEUS_SPEEDUP_HARNESS_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct speedup_kernel {
  const char *name;
  uint64_t (*run)(void);
};

/* The one door into a kernel: callgrind collects exactly the calls of this function. */
__attribute__((noinline)) uint64_t speedup_run_kernel(const struct speedup_kernel *k) {
  uint64_t sum = k->run();
  __asm__ volatile("" ::: "memory");
  return sum;
}

/* FNV-1a over bytes, continuing from h: the checksum of a kernel's output buffers. */
static inline uint64_t speedup_hash(uint64_t h, const void *data, size_t n) {
  const uint8_t *p = (const uint8_t *)data;
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

/* Nanoseconds of `clock` (CLOCK_MONOTONIC or CLOCK_PROCESS_CPUTIME_ID). */
static inline uint64_t speedup_now_ns(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Whether kernel `name` was selected by --kernel (all kernels when none was given). */
static int speedup_selected(const char *name, int argc, char **argv) {
  int any = 0;
  for (int i = 1; i + 1 < argc; ++i)
    if (strcmp(argv[i], "--kernel") == 0) {
      any = 1;
      if (strcmp(argv[i + 1], name) == 0) return 1;
    }
  return !any;
}

/* Parses the options above, calls setup once, runs the selected kernels. Exit 0, or 2 on a bad
   option or an unknown kernel name. */
static int speedup_main(int argc, char **argv, const struct speedup_kernel *kernels, int count, void (*setup)(void)) {
  long budget_ms = 0;
  for (int i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--list") == 0) {
      for (int k = 0; k < count; ++k) printf("%s\n", kernels[k].name);
      return 0;
    }
    if (strcmp(argv[i], "--time") == 0 && i + 1 < argc) {
      budget_ms = strtol(argv[++i], 0, 10);
    } else if (strcmp(argv[i], "--kernel") == 0 && i + 1 < argc) {
      int known = 0;
      for (int k = 0; k < count; ++k) known |= strcmp(kernels[k].name, argv[i + 1]) == 0;
      if (!known) {
        fprintf(stderr, "%s: unknown kernel '%s' (--list names them)\n", argv[0], argv[i + 1]);
        return 2;
      }
      ++i;
    } else {
      fprintf(stderr, "usage: %s [--list] [--kernel NAME]... [--time MS]\n", argv[0]);
      return 2;
    }
  }
  setup();
  for (int k = 0; k < count; ++k) {
    if (!speedup_selected(kernels[k].name, argc, argv)) continue;
    printf("%s %016llx\n", kernels[k].name, (unsigned long long)speedup_run_kernel(&kernels[k]));
    fflush(stdout);
    if (budget_ms > 0) {
      uint64_t cpu_start = speedup_now_ns(CLOCK_PROCESS_CPUTIME_ID), start = speedup_now_ns(CLOCK_MONOTONIC);
      uint64_t end = start + (uint64_t)budget_ms * 1000000ull, now = start, calls = 0;
      while (now < end) {
        speedup_run_kernel(&kernels[k]);
        ++calls;
        now = speedup_now_ns(CLOCK_MONOTONIC);
      }
      uint64_t cpu = speedup_now_ns(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
      fprintf(stderr, "time %s %.1f %.1f %llu\n", kernels[k].name, (double)(now - start) / (double)calls, (double)cpu / (double)calls,
              (unsigned long long)calls);
    }
  }
  return 0;
}

#endif
