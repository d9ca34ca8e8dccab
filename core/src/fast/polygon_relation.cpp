// polygon_relation.cpp — the edge-line filter of two point sets (fast_paths.cpp's polygonsByWitness) with
// every orientation at once in vector lanes: one lane per edge of a shape of up to 8 vertices, the other
// shape's vertices streaming past. The witness walk of the scalar filter costs few orientations but a branch
// per orientation that no predictor learns (which vertex is inside an edge is random); here a pair costs
// its nb x na orientations and no branch on them.
//
// The answer is polygonsByWitness's, bit for bit: each orientation is the same rounded expression
// (filter::orient(q, b_j, p) times the winding, the winding folded into the edge's differences, which is
// exact), each certain under the same bound, and the scalar filter's answer depends only on which
// orientations are certain and their signs, not on the order it reads them in (per edge: some vertex
// certainly inside, or every vertex certainly outside). Compiled once per SIMD target (Highway's
// foreach_target) and picked at run time.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/polygon_relation.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <cstdint>

#include "fast/fast_paths.h"
#include "fast/lanes8-inl.h"  // per target (Join)
#include "hitlab/detail/bounds.h"

static_assert(sizeof(hitlab::Vec2) == 2 * sizeof(double));  // (vertex arrays read as x0 y0 x1 y1 ...)

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// One vertex o of the other shape against the edge lines in the lanes (from p to q, e = w (p - q)):
// orient(q, o, p) times the winding, certain beyond bounds::productDifference, folded into which lanes have
// a vertex certainly inside and which have every vertex so far certainly outside. (Both kernels below.)
template <class V, class M>
HWY_INLINE void VertexAgainstEdges(V ox, V oy, V qx, V qy, V ex, V ey, M& inside, M& allOut) {
  const hn::DFromV<V> d;
  // r = (o.y - q.y) (p.x - q.x), s = (o.x - q.x) (p.y - q.y) - r, both times the winding
  const V r = hn::Mul(hn::Sub(oy, qy), ex);
  const V s = hn::Sub(hn::Mul(hn::Sub(ox, qx), ey), r);
  const V bound = hn::Add(hn::Mul(hn::Set(d, bounds::kProductDifference), hn::Abs(r)),
                          hn::Set(d, bounds::kUnderflowGuard));  // bounds::productDifference(|r|)
  inside = hn::Or(inside, hn::Lt(bound, s));                     // certain and positive
  allOut = hn::And(allOut, hn::Lt(s, hn::Neg(bound)));           // certain and negative
}

// Every edge of `a` (2 to kEdges vertices; a segment's two edges face both ways) against every vertex of b:
// 0 when an edge certainly has all of b strictly outside, 2 when every edge certainly has a vertex of b
// strictly inside, else kUndecided. Lane i is edge i mod na, so lanes past na repeat edges, which changes
// neither answer.
template <int kEdges>
HWY_INLINE std::uint8_t EdgesAgainstLanes(const Vec2* a, int na, int wa, const Vec2* b, int nb) {
  using D = hn::CappedTag<double, kEdges>;
  using V = hn::Vec<D>;
  const D d;
  constexpr int kLanes = static_cast<int>(hn::MaxLanes(D()));
  constexpr int kVectors = kEdges / kLanes;
  // The edge from p = a[i] to q = a[i + 1], as orient(q, b_j, p) takes it: q, and p - q times the winding.
  V px[kVectors], py[kVectors], qx[kVectors], qy[kVectors], ex[kVectors], ey[kVectors];
  bool loaded = false;
  if constexpr ((kLanes == 4 || kLanes == 8) && kVectors <= 2) {
    // A polygon that fills the lanes exactly: deinterleaving loads, and q as p turned by one lane (the last
    // lane from the next vector's first), instead of assembling lanes one by one.
    if (na == kEdges) {
      for (int k = 0; k < kVectors; ++k) hn::LoadInterleaved2(d, &a[k * kLanes].x, px[k], py[k]);
      hn::TFromD<hn::RebindToSigned<D>> turn[kLanes];
      for (int l = 0; l < kLanes; ++l) turn[l] = l + 1 == kLanes ? 0 : l + 1;
      const auto byOne = hn::SetTableIndices(d, turn);
      const auto last = hn::Not(hn::FirstN(d, kLanes - 1));
      V tx[kVectors], ty[kVectors];
      for (int k = 0; k < kVectors; ++k)
        tx[k] = hn::TableLookupLanes(px[k], byOne), ty[k] = hn::TableLookupLanes(py[k], byOne);
      for (int k = 0; k < kVectors; ++k) {
        const int next = k + 1 == kVectors ? 0 : k + 1;
        qx[k] = hn::IfThenElse(last, tx[next], tx[k]), qy[k] = hn::IfThenElse(last, ty[next], ty[k]);
      }
      loaded = true;
    }
  }
  if (!loaded) {
    for (int k = 0; k < kVectors; ++k) {
      double x[kLanes], y[kLanes], nx[kLanes], ny[kLanes];
      for (int l = 0; l < kLanes; ++l) {
        // (i mod na without a division: lanes < kEdges <= 2 na)
        const int lane = k * kLanes + l, i = lane < na ? lane : lane - na, next = i + 1 == na ? 0 : i + 1;
        x[l] = a[i].x, y[l] = a[i].y, nx[l] = a[next].x, ny[l] = a[next].y;
      }
      px[k] = Join<kLanes, V>(x), py[k] = Join<kLanes, V>(y);
      qx[k] = Join<kLanes, V>(nx), qy[k] = Join<kLanes, V>(ny);
    }
  }
  const V w = hn::Set(d, static_cast<double>(wa));
  for (int k = 0; k < kVectors; ++k) {
    // (w (p - q) rounds as p - q times w: multiplying by -1 is exact)
    ex[k] = hn::Mul(hn::Sub(px[k], qx[k]), w);
    ey[k] = hn::Mul(hn::Sub(py[k], qy[k]), w);
  }
  hn::Mask<D> inside[kVectors], allOut[kVectors];
  for (int k = 0; k < kVectors; ++k) inside[k] = hn::FirstN(d, 0), allOut[k] = hn::Not(inside[k]);
  for (int j = 0; j < nb; ++j) {
    const V bx = hn::Set(d, b[j].x), by = hn::Set(d, b[j].y);
    for (int k = 0; k < kVectors; ++k)
      VertexAgainstEdges(bx, by, qx[k], qy[k], ex[k], ey[k], inside[k], allOut[k]);
  }
  bool anyAllOut = false, everyInside = true;
  for (int k = 0; k < kVectors; ++k) {
    anyAllOut |= !hn::AllFalse(d, allOut[k]);
    everyInside &= hn::AllTrue(d, inside[k]);
  }
  if (anyAllOut) return 0;
  return everyInside ? 2 : kUndecided;
}

#if HWY_TARGET != HWY_SCALAR  // (a single lane has no concatenation)
// Two quadrilaterals (boxes: the commonest pair) both ways at once, in the 8 lanes of lanes8-inl.h (one
// AVX-512 vector, two AVX2 ones): lanes 0-3 a's edges against b's vertices, lanes 4-7 b's edges against a's.
// Each lane's orientations and bounds are EdgesAgainstLanes's (VertexAgainstEdges), and the answer the two
// directions' combined as SmallPolygonsRelationHere combines them: the same answer, without the branch
// between the two (which pairs are apart is random). Compiled for every vector target, run where a part holds
// 4 or 8 lanes.
HWY_INLINE std::uint8_t QuadsBothWays(const Vec2* a, int wa, const Vec2* b, int wb) {
  const D8 d;
  VD px, py;  // a's vertices in lanes 0-3, b's in lanes 4-7
  if constexpr (kPartLanes == 8) {
    const auto va = hn::LoadU(d, &a[0].x), vb = hn::LoadU(d, &b[0].x);  // x0 y0 x1 y1 ...
    px.p[0] = hn::ConcatEven(d, vb, va), py.p[0] = hn::ConcatOdd(d, vb, va);
  } else {
    hn::LoadInterleaved2(d, &a[0].x, px.p[0], py.p[0]);
    hn::LoadInterleaved2(d, &b[0].x, px.p[1], py.p[1]);
  }
  hn::TFromD<DI8> turn[kPartLanes];  // (each quad by one lane: 1 2 3 0, 5 6 7 4)
  for (int l = 0; l < kPartLanes; ++l) turn[l] = (l & ~3) | ((l + 1) & 3);
  const auto byOne = hn::SetTableIndices(d, turn);
  const auto turned = [&](VD v) { return Each([&](int i) { return hn::TableLookupLanes(v.p[i], byOne); }); };
  const VD qx = turned(px), qy = turned(py);
  const MD aLanes = LanesBelow(4);
  const VD w = Select(aLanes, Splat(static_cast<double>(wa)), Splat(static_cast<double>(wb)));
  const VD ex = (px - qx) * w, ey = (py - qy) * w;  // (w (p - q) rounds as p - q times w: exact)
  // Each lane's vertex k of the other shape: the quads swapped and turned k times in one vector; in two (a
  // part at a time, in registers), broadcast from memory: a load port's work, not the shuffle port's.
  MD inside = LanesBelow(0), allOut = ~inside;
  for (int i = 0; i < kParts; ++i) {
    hn::Vec<D8> ox, oy;
    if constexpr (kPartLanes == 8)
      ox = hn::ConcatLowerUpper(d, px.p[0], px.p[0]), oy = hn::ConcatLowerUpper(d, py.p[0], py.p[0]);
    const Vec2* other = i == 0 ? b : a;
    for (int k = 0; k < 4; ++k) {
      if constexpr (kPartLanes == 8) {
        if (k > 0) ox = hn::TableLookupLanes(ox, byOne), oy = hn::TableLookupLanes(oy, byOne);
      } else {
        ox = hn::Set(d, other[k].x), oy = hn::Set(d, other[k].y);
      }
      VertexAgainstEdges(ox, oy, qx.p[i], qy.p[i], ex.p[i], ey.p[i], inside.p[i], allOut.p[i]);
    }
  }
  bool anyAllOut = false, everyInside = true;
  for (int i = 0; i < kParts; ++i) {
    anyAllOut |= !hn::AllFalse(d, allOut.p[i]);
    everyInside &= hn::AllTrue(d, inside.p[i]);
  }
  if (anyAllOut) return 0;
  return everyInside ? 2 : kUndecided;
}
#endif

HWY_INLINE std::uint8_t EdgesAgainstHere(const Vec2* a, int na, int wa, const Vec2* b, int nb) {
  if (na < 2) return 2;  // a point has no edge (and lanes of 4 hold at most 2 na edges)
  return na <= 4 ? EdgesAgainstLanes<4>(a, na, wa, b, nb) : EdgesAgainstLanes<8>(a, na, wa, b, nb);
}

std::uint8_t SmallPolygonsRelationHere(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb) {
#if HWY_TARGET != HWY_SCALAR
  if constexpr (kPartLanes == 8 || kPartLanes == 4)
    if (na == 4 && nb == 4) return QuadsBothWays(a, wa, b, wb);
#endif
  const std::uint8_t ab = EdgesAgainstHere(a, na, wa, b, nb);
  if (ab == 0) return 0;
  const std::uint8_t ba = EdgesAgainstHere(b, nb, wb, a, na);
  if (ba == 0) return 0;
  return ab == 2 && ba == 2 ? 2 : kUndecided;
}

const char* RelationTargetHere() { return hwy::TargetName(HWY_TARGET); }

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail {

HWY_EXPORT(SmallPolygonsRelationHere);
HWY_EXPORT(RelationTargetHere);

std::uint8_t smallPolygonsRelation(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb) {
  return HWY_DYNAMIC_DISPATCH(SmallPolygonsRelationHere)(a, na, wa, b, nb, wb);
}

const char* smallPolygonsRelationTarget() { return HWY_DYNAMIC_DISPATCH(RelationTargetHere)(); }

}  // namespace hitlab::detail
#endif
