#include "HeapStats.h"
#if defined(__linux__)
#include <malloc.h>
#endif

size_t heap_stats_bytes_in_use(void) {
#if defined(__linux__)
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}
