// The C allocator's statistics, for prex-bench's memory rows: glibc's mallinfo2() on Linux (Swift's Glibc module
// does not include <malloc.h>), the zones' statistics on Apple platforms. Declarations only: nothing is compiled.
#if __has_include(<malloc.h>)
#include <malloc.h>
#else
#include <malloc/malloc.h>
#endif
