// texts_segments.cpp — the texts of two segments: the straddle test (the overview article and the segment
// article): each key with its English and its Japanese text side by side ({name} is filled in; see
// explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Segments: the straddle test (seeds 000, 001)
    {"straddle.groups",
     "Segments {a} = AB and {b} = CD. They cross when each one straddles the other's line: seen "
     "from A, C and D lie on opposite sides of AB, and seen from C, A and B lie on opposite "
     "sides of CD. Two groups of two cross products tell the sides.",
     "線分 {a} = AB と線分 {b} = CD。互いに相手の直線をまたいでいれば交差する:Aから見て C と D が"
     " AB の反対側にあり、かつ Cから見て A と B が CD の反対側にあること。外積2つずつの2組で左右を"
     "調べる。"},
    {"straddle.cross",
     "{o}{u} x {o}{v} = {value}: the signed area of the parallelogram on {o}{u} and {o}{v}. Its "
     "exact sign is {sign}, so {v} lies {side} line {o}{u}.",
     "{o}{u} × {o}{v} = {value}:{o}{u} と {o}{v} が張る平行四辺形の符号付き面積。厳密な符号は "
     "{sign} なので、{v} は直線 {o}{u} の{side}にある。"},
    {"straddle.group.opposite",
     "{p} and {q} lie on opposite sides of line {line}: the product of the two signs is "
     "negative, so {line} is straddled.",
     "{p} と {q} は直線 {line} の反対側にある:2つの符号の積が負なので、{line} をまたいでいる。"},
    {"straddle.group.same",
     "{p} and {q} lie on the same side of line {line}: the product of the signs is positive, so "
     "the segments cannot cross. (An early exit may stop here.)",
     "{p} と {q} は直線 {line} の同じ側にある:符号の積が正なので、交差しない(早期終了ならここで止"
     "まる)。"},
    {"straddle.group.on",
     "{p} or {q} lies exactly on line {line}: a product of 0. The seed's strict test (< 0) calls "
     "that a miss; the inclusive test (<= 0) calls it a hit when the point is on the segment "
     "itself.",
     "{p} か {q} がちょうど直線 {line} 上にある:積が 0。シードの厳密な判定(< 0)では当たらない扱い"
     "、境界を含む判定(<= 0)では点が線分そのものの上にあれば当たり。"},
    {"straddle.collinear",
     "All four cross products are 0: the segments lie on one line. The signs say nothing more, "
     "so the test becomes a 1-D one: do the two intervals along the line overlap? (Seed 001's "
     "code calls any two collinear segments intersecting, which is wrong when they are apart.)",
     "4つの外積がすべて 0:2本の線分は同一直線上にある。符号からはこれ以上分からないので、直線に沿"
     "った1次元の区間が重なるかを調べる(シード 001 のコードは同一直線上の線分を常に交差扱いにする"
     "が、離れていれば誤り)。"},
    {"straddle.verdict.cross",
     "Both groups straddle strictly: the segments cross at one point inside both (the seed's < 0 "
     "test says yes, and so does the <= 0 variant).",
     "両方の組が厳密にまたいでいる:線分は両方の内部の1点で交差する(シードの < 0 の判定も <= 0 の判"
     "定も「交差」)。"},
    {"straddle.verdict.touch",
     "No strict straddle, but the closed segments share a point: the seed's strict test (< 0) "
     "says no, the inclusive test (<= 0) says yes. They touch.",
     "厳密にはまたいでいないが、閉じた線分どうしが点を共有する:シードの < 0 の判定は「交差しない」"
     "、<= 0 の判定は「交差」。接している。"},
    {"straddle.verdict.miss", "The segments have no common point: both the < 0 and the <= 0 test say no.",
     "共有点はない:< 0 の判定も <= 0 の判定も「交差しない」。"},
    {"straddle.point",
     "Where they meet: ({x}, {y}) ({count} point(s)). hitlab computes a crossing point along the "
     "first segment from exactly signed areas, so it lies on both segments to within rounding.",
     "交わる点:({x}, {y})(全部で {count} 点)。hitlab は厳密な符号付き面積から最初の線分に沿って交"
     "点を求めるので、丸め誤差の範囲で両方の線分上にある。"},
    {"straddle.batch",
     "Seed 000 runs the same test over many segments at once with NumPy: np.cross(a - b, a - c) "
     "* np.cross(a - b, a - d) < 0, elementwise. hitlab's batch path does the same per vector "
     "lane, with exact signs where the rounded products cannot tell. View > Batch view runs it "
     "live: thousands of segments against one you drag.",
     "シード 000 は NumPy で同じ判定を多数の線分にまとめて行う:np.cross(a - b, a - c) * np."
     "cross(a - b, a - d) < 0 を要素ごとに。hitlab のバッチ処理は SIMD のレーンごとに同じことを行"
     "い、丸めた積で決まらない所だけ厳密な符号を使う。View > Batch view で、ドラッグする 1 本と数"
     "千本の線分の判定をその場で見られる。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
