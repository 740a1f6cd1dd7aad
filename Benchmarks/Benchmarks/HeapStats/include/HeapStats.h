#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// The bytes the C allocator holds for the program (allocated and not freed, mapped blocks
/// included); 0 where unknown.
size_t heap_stats_bytes_in_use(void);

#endif
