// sat_records.h — SAT axis records written from columns held in vector registers (internal).
#pragma once

#include <cstddef>
#include <cstring>
#include <type_traits>

#include "fast/simd.h"
#include "hitlab/sat.h"

namespace hitlab::detail {

static_assert(std::is_trivially_copyable_v<SatAxis>);
static_assert(offsetof(SatAxis, owner) == 0 && offsetof(SatAxis, separating) == 1 &&
              offsetof(SatAxis, edge) == 4 && offsetof(SatAxis, axis) == 8 && offsetof(SatAxis, aMin) == 24 &&
              offsetof(SatAxis, bMax) == 48 && offsetof(SatAxis, overlap) == 56);

/// Writes `rows` (at most 8) SatAxis records from 8 columns, lane j being record j: c[0] the header word
/// (owner in byte 0, separating in byte 1, edge in bytes 4 to 7), then axis x and y, aMin, aMax, bMin, bMax
/// and overlap. The 8 x 8 block is transposed in registers into whole 64-byte stores (nine scalar stores
/// per record took about twice as long). Always inlined, so it runs in the calling kernel's instruction set.
[[gnu::always_inline]] inline void storeAxisRecords(const V8* c, int rows, SatAxis* out) {
  V8 t[8], v[8];
  for (int i = 0; i < 8; i += 2) {
    t[i] = __builtin_shufflevector(c[i], c[i + 1], 0, 8, 2, 10, 4, 12, 6, 14);
    t[i + 1] = __builtin_shufflevector(c[i], c[i + 1], 1, 9, 3, 11, 5, 13, 7, 15);
  }
  for (int i = 0; i < 8; i += 4)
    for (int h = 0; h < 2; ++h) {
      v[i + h] = __builtin_shufflevector(t[i + h], t[i + h + 2], 0, 1, 8, 9, 4, 5, 12, 13);
      v[i + h + 2] = __builtin_shufflevector(t[i + h], t[i + h + 2], 2, 3, 10, 11, 6, 7, 14, 15);
    }
    // v[0]: fields 0-3 of records 0 and 4, v[1]: of 1 and 5, v[2]: 2 and 6, v[3]: 3 and 7; v[4..7] the same
    // for fields 4-7.
#pragma GCC unroll 8
  for (int j = 0; j < 8; ++j) {
    if (j == rows) break;
    const V8 &lo = v[j & 3], &hi = v[4 + (j & 3)];
    V8 row = j < 4 ? __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 8, 9, 10, 11)
                   : __builtin_shufflevector(lo, hi, 4, 5, 6, 7, 12, 13, 14, 15);
    std::memcpy(static_cast<void*>(out + j), &row, sizeof row);  // (SatAxis is trivially copyable)
  }
}

}  // namespace hitlab::detail
