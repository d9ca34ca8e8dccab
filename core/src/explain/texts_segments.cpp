// texts_segments.cpp — the texts of two segments: the straddle test (the overview article and the segment
// article): each key with its English and its Japanese text side by side ({name} is filled in; see
// explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Segments: the straddle test (seeds 000, 001)
    {"formula.segment-segment", "tc·td < 0 and ta·tb < 0", "tc·td < 0 かつ ta·tb < 0"},
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
     "{p} or {q} lies exactly on line {line}, so the product is 0. The strict form of the test "
     "(< 0) fails this group; the inclusive form (<= 0) passes it, as does the segment article's "
     "code, which gives up only when a product is > 0.",
     "{p} か {q} がちょうど直線 {line} 上にあるので、積は 0 です。厳密な形（< 0）ではこの組は条件"
     "を満たしません。境界を含む形（<= 0）では満たします。積が > 0 のときだけ「交差しない」と返す"
     "線分の記事のコードも同じです。"},
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
    {"straddle.verdict.collinear_apart",
     "The segments lie on one line but have no common point: the exact answer is disjoint. The "
     "article's two forms disagree here. The strict form (< 0) says no, since every product is "
     "0. The inclusive form (<= 0), as the segment article's code writes it, says yes, since 0 "
     "<= 0 holds in both groups: for collinear segments that are apart, it is wrong.",
     "2本の線分は同じ直線上にありますが、共有点はありません。正確な答えは「離れている」です。ここ"
     "では記事の2つの形の答えが食い違います。厳密な形（< 0）は、積がすべて 0 なので「交差しない」"
     "と答えます。線分の記事のコードのように境界を含む形（<= 0）は、どちらの組でも 0 <= 0 が成り立"
     "つので「交差する」と答えます。同じ直線上で離れた線分に対しては、これは誤りです。"},
    {"straddle.verdict.collinear_touch",
     "The segments lie on one line and meet only at a shared end: they touch. The strict form (< "
     "0) says no, since every product is 0; the inclusive form (<= 0) says yes, and here that is "
     "right.",
     "2本の線分は同じ直線上にあり、端点を1つ共有するだけです。つまり接しています。厳密な形（< 0）"
     "は、積がすべて 0 なので「交差しない」と答えます。境界を含む形（<= 0）は「交差する」と答え、"
     "ここではそれが正しい答えです。"},
    {"straddle.verdict.collinear_overlap",
     "The segments lie on one line and share a piece of it: they overlap. The strict form (< 0) "
     "says no, since every product is 0; the inclusive form (<= 0) says yes, and here that is "
     "right.",
     "2本の線分は同じ直線上にあり、その一部分を共有しています。つまり重なっています。厳密な形（< "
     "0）は、積がすべて 0 なので「交差しない」と答えます。境界を含む形（<= 0）は「交差する」と答え"
     "、ここではそれが正しい答えです。"},
    {"straddle.point",
     "Where they cross: ({x}, {y}). hitlab computes the crossing point along the first segment "
     "from exactly signed areas, so it lies on both segments to within rounding.",
     "交点は ({x}, {y}) です。hitlab は厳密に符号の決まった面積を使って1本目の線分に沿って交点を求"
     "めるので、交点は丸め誤差の範囲で両方の線分の上にあります。"},
    {"straddle.point.end", "The one point they share: ({x}, {y}), an end of a segment, so it is exact.",
     "共有する点は ({x}, {y}) の1点だけです。これは線分の端点なので、値は厳密です。"},
    {"straddle.piece",
     "The piece they share runs from ({x1}, {y1}) to ({x2}, {y2}); both ends are ends of the "
     "segments, so they are exact.",
     "共有する部分は ({x1}, {y1}) から ({x2}, {y2}) までです。両端はどちらも線分の端点なので、値は"
     "厳密です。"},
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
