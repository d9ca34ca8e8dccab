// batch.cpp — segment pairs in bulk: a vectorisable floating-point pass, then exact fixes.
#include "hitlab/batch.h"

#include <array>
#include <cmath>

#include "build_config.h"
#include "hitlab/classify.h"
#include "hitlab/relation.h"
#if HITLAB_FAST
#include "fast/fast_paths.h"
#endif

namespace hitlab {

namespace {

#if HITLAB_FAST
using detail::simdCapsuleRows;
using detail::simdElementwise;  // (fast/batch_simd.cpp)
using detail::simdElementwiseRows;
using detail::simdOneToMany;
using detail::simdOneToManyRows;
#else
// The vector pass's place: it leaves every pair to the scalar loop below.
std::size_t simdElementwise(const SegmentsSoA&, const SegmentsSoA&, std::uint8_t*, std::size_t*) { return 0; }
std::size_t simdOneToMany(Vec2, Vec2, const SegmentsSoA&, std::uint8_t*, std::size_t*) { return 0; }
std::size_t simdElementwiseRows(const SegmentRows&, const SegmentRows&, std::uint8_t*, std::size_t*) {
  return 0;
}
std::size_t simdOneToManyRows(Vec2, Vec2, const SegmentRows&, std::uint8_t*, std::size_t*) { return 0; }
std::size_t simdCapsuleRows(const CapsuleRows&, const CapsuleRows&, std::uint8_t*, std::size_t*) { return 0; }
#endif

std::uint8_t exactRelation(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                           double dy) {
  return static_cast<std::uint8_t>(classify(Segment{{ax, ay}, {bx, by}}, Segment{{cx, cy}, {dx, dy}}));
}

// Undecided pairs (255) get the exact relation; the scan only runs when the filter left some open. Returns
// how many there were.
template <class Exact>
std::size_t settleUndecided(std::size_t n, std::uint8_t* out, std::size_t open, Exact exactAt) {
  if (open == 0) return 0;
  std::size_t slow = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (out[i] == 255) out[i] = exactAt(i), ++slow;
  return slow;
}

bool finite(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
  return std::isfinite(ax) && std::isfinite(ay) && std::isfinite(bx) && std::isfinite(by) &&
         std::isfinite(cx) && std::isfinite(cy) && std::isfinite(dx) && std::isfinite(dy);
}

// A pair over rows: the filter's answer, 255 when it cannot say or a coordinate is not finite.
std::uint8_t filteredOrOpen(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                            double dy) {
  return finite(ax, ay, bx, by, cx, cy, dx, dy)
             ? detail::filter::segmentRelation(ax, ay, bx, by, cx, cy, dx, dy)
             : std::uint8_t{255};
}

// Pairs over rows from `from` on (the vector pass did those before it): the filter per pair; then the
// undecided ones, the exact relation where every coordinate is finite, 255 (no answer) where one is not.
// `at(i)` gives pair i's eight coordinates. Returns how many went to the exact path.
template <class Coordinates>
std::size_t relateRowsFrom(std::size_t from, std::size_t n, std::uint8_t* out, std::size_t open,
                           Coordinates at) {
  for (std::size_t i = from; i < n; ++i) {
    const std::array<double, 8> v = at(i);
    out[i] = filteredOrOpen(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
    open += out[i] == 255;
  }
  if (open == 0) return 0;
  std::size_t slow = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (out[i] == 255) {
      const std::array<double, 8> v = at(i);
      if (!finite(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])) continue;
      out[i] = exactRelation(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]), ++slow;
    }
  return slow;
}

// All pairs, a row of one-against-many at a time: relateRow(i, row) fills row with a[i] against every b.
template <class RelateRow>
std::size_t meetingPairsBy(std::size_t na, std::size_t nb,
                           std::vector<std::pair<std::uint32_t, std::uint32_t>>* list, RelateRow relateRow) {
  std::vector<std::uint8_t> row(nb);
  std::size_t count = 0;
  for (std::size_t i = 0; i < na; ++i) {
    relateRow(i, row.data());
    for (std::size_t j = 0; j < nb; ++j)
      if (row[j] != 0) {
        ++count;
        if (list) list->emplace_back(static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j));
      }
  }
  return count;
}

}  // namespace

#if !HITLAB_FAST
const char* batchSimdTarget() { return "none (HITLAB_FAST=OFF)"; }
#endif

std::size_t relateElementwise(const SegmentsSoA& a, const SegmentsSoA& b, std::uint8_t* out) {
  std::size_t n = a.size, open = 0;
  for (std::size_t i = simdElementwise(a, b, out, &open); i < n; ++i) {
    out[i] = detail::filter::segmentRelation(a.ax[i], a.ay[i], a.bx[i], a.by[i], b.ax[i], b.ay[i], b.bx[i],
                                             b.by[i]);
    open += out[i] == 255;
  }
  return settleUndecided(n, out, open, [&](std::size_t i) {
    return exactRelation(a.ax[i], a.ay[i], a.bx[i], a.by[i], b.ax[i], b.ay[i], b.bx[i], b.by[i]);
  });
}

std::size_t relateOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& m, std::uint8_t* out) {
  std::size_t open = 0;
  for (std::size_t i = simdOneToMany(p, q, m, out, &open); i < m.size; ++i) {
    out[i] = detail::filter::segmentRelation(p.x, p.y, q.x, q.y, m.ax[i], m.ay[i], m.bx[i], m.by[i]);
    open += out[i] == 255;
  }
  return settleUndecided(m.size, out, open, [&](std::size_t i) {
    return exactRelation(p.x, p.y, q.x, q.y, m.ax[i], m.ay[i], m.bx[i], m.by[i]);
  });
}

std::size_t relateElementwise(const SegmentRows& a, const SegmentRows& b, std::uint8_t* out) {
  std::size_t open = 0;
  const std::size_t from = simdElementwiseRows(a, b, out, &open);
  return relateRowsFrom(from, a.size, out, open, [&](std::size_t i) {
    return std::array<double, 8>{a.a[2 * i], a.a[2 * i + 1], a.b[2 * i], a.b[2 * i + 1],
                                 b.a[2 * i], b.a[2 * i + 1], b.b[2 * i], b.b[2 * i + 1]};
  });
}

std::size_t relateOneToMany(Vec2 p, Vec2 q, const SegmentRows& m, std::uint8_t* out) {
  std::size_t open = 0;
  const std::size_t from = simdOneToManyRows(p, q, m, out, &open);
  return relateRowsFrom(from, m.size, out, open, [&](std::size_t i) {
    return std::array<double, 8>{p.x, p.y, q.x, q.y, m.a[2 * i], m.a[2 * i + 1], m.b[2 * i], m.b[2 * i + 1]};
  });
}

std::size_t relateElementwise(const CapsuleRows& a, const CapsuleRows& b, std::uint8_t* out) {
  // (a capsule i as its ten values: a's segment and radius, then b's)
  auto at = [&](std::size_t i) {
    return std::array<double, 10>{a.a[2 * i], a.a[2 * i + 1], a.b[2 * i], a.b[2 * i + 1], a.r[i],
                                  b.a[2 * i], b.a[2 * i + 1], b.b[2 * i], b.b[2 * i + 1], b.r[i]};
  };
  auto answerable = [](const std::array<double, 10>& v) {
    for (double x : v)
      if (!std::isfinite(x)) return false;
    return v[4] >= 0 && v[9] >= 0;
  };
  std::size_t open = 0;
  for (std::size_t i = simdCapsuleRows(a, b, out, &open); i < a.size; ++i) {
    const auto v = at(i);
    out[i] = answerable(v)
                 ? detail::filter::capsuleRelation(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
                 : std::uint8_t{255};
    open += out[i] == 255;
  }
  if (open == 0) return 0;
  std::size_t slow = 0;
  for (std::size_t i = 0; i < a.size; ++i)
    if (out[i] == 255) {
      const auto v = at(i);
      if (!answerable(v)) continue;
      out[i] = static_cast<std::uint8_t>(
          classify(Capsule{{v[0], v[1]}, {v[2], v[3]}, v[4]}, Capsule{{v[5], v[6]}, {v[7], v[8]}, v[9]}));
      ++slow;
    }
  return slow;
}

std::size_t meetingPairs(const SegmentRows& a, const SegmentRows& b,
                         std::vector<std::pair<std::uint32_t, std::uint32_t>>* list) {
  return meetingPairsBy(a.size, b.size, list, [&](std::size_t i, std::uint8_t* row) {
    relateOneToMany({a.a[2 * i], a.a[2 * i + 1]}, {a.b[2 * i], a.b[2 * i + 1]}, b, row);
  });
}

std::size_t meetingPairs(const SegmentsSoA& a, const SegmentsSoA& b,
                         std::vector<std::pair<std::uint32_t, std::uint32_t>>* list) {
  return meetingPairsBy(a.size, b.size, list, [&](std::size_t i, std::uint8_t* row) {
    relateOneToMany({a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, b, row);
  });
}

}  // namespace hitlab
