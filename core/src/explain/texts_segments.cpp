// texts_segments.cpp — the texts of two segments: the straddle test (the overview article and the segment
// article): each key with its English and its Japanese text side by side ({name} is filled in; see
// explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Segments: the straddle test (the overview article, the segment article)
    {"formula.segment-segment", "tc·td < 0 and ta·tb < 0", "tc·td < 0 かつ ta·tb < 0"},
    {"straddle.groups",
     "Segments {a} = AB and {b} = CD. They cross when each straddles the other's line: C and D "
     "lie on opposite sides of line AB, and A and B lie on opposite sides of line CD. Two groups "
     "of two cross products tell the sides.",
     "線分 {a} = AB と線分 {b} = CD を調べます。2本の線分が交差するのは、それぞれが相手の直線をま"
     "たいでいるとき、つまり C と D が直線 AB の反対側にあり、かつ A と B が直線 CD の反対側にある"
     "ときです。左右は外積2つずつの2組で調べます。"},
    {"straddle.cross",
     "{o}{u} x {o}{v} = {value}: the signed area of the parallelogram on {o}{u} and {o}{v}. Its "
     "exact sign is {sign}, so {v} lies {side} line {o}{u}.",
     "外積 {o}{u} × {o}{v} は {value} で、{o}{u} と {o}{v} が張る平行四辺形の符号付き面積を表しま"
     "す。厳密な符号は {sign} なので、{v} は直線 {o}{u} の{side}にあります。"},
    {"straddle.group.opposite",
     "{p} and {q} lie on opposite sides of line {line}: the product of the two signs is "
     "negative, so the other segment straddles {line}.",
     "{p} と {q} は直線 {line} の反対側にあります。2つの符号の積が負なので、もう一方の線分は "
     "{line} をまたいでいます。"},
    {"straddle.group.same",
     "{p} and {q} lie on the same side of line {line}: the product of the signs is positive, so "
     "the segments cannot cross. (The segment article's code returns at the first group like "
     "this.)",
     "{p} と {q} は直線 {line} の同じ側にあります。符号の積が正なので、2本の線分は交差しません。（"
     "線分の記事のコードは、最初にこうなった組のところで「交差しない」と返します。）"},
    {"straddle.group.on",
     "{p} or {q} lies exactly on line {line}, so the product is 0. The strict form of the test "
     "(< 0) fails this group; the inclusive form (<= 0) passes it, as does the segment article's "
     "code, which gives up only when a product is > 0.",
     "{p} か {q} がちょうど直線 {line} の上にあるので、積は 0 です。厳密な形（< 0）では、この組は"
     "条件を満たしません。境界を含む形（<= 0）では満たします。積が > 0 のときだけ「交差しない」と"
     "返す線分の記事のコードも同じです。"},
    {"straddle.collinear",
     "All four cross products are 0: the segments lie on one line. The signs tell nothing more, "
     "so the question becomes one in 1-D: do the two intervals along the line meet? (The segment "
     "article's code calls any two collinear segments intersecting, which is wrong when they are "
     "apart.)",
     "4つの外積がすべて 0 なので、2本の線分は同じ直線の上にあります。符号からはこれ以上何も分から"
     "ないので、直線に沿った1次元の区間が交わるかどうかを調べます。（線分の記事のコードは、同じ直"
     "線上の2本の線分をいつも交差していると判定しますが、離れているときには誤りです。）"},
    {"straddle.verdict.cross",
     "Both groups straddle strictly: the segments cross at one point inside both. The strict "
     "form (< 0) says yes, and so does the inclusive form (<= 0).",
     "どちらの組も厳密にまたいでいるので、2本の線分は両方の内部の1点で交差します。厳密な形（< 0）"
     "も、境界を含む形（<= 0）も「交差する」と答えます。"},
    {"straddle.verdict.touch",
     "The straddle is not strict in both groups (a product is 0), but the closed segments share "
     "a point: they touch. The strict form (< 0) says no; the inclusive form (<= 0) says yes.",
     "どちらかの組で積が 0 になるので厳密にはまたいでいませんが、端点を含めた線分どうしは1点を共有"
     "しています。つまり接しています。厳密な形（< 0）は「交差しない」、境界を含む形（<= 0）は「交"
     "差する」と答えます。"},
    {"straddle.verdict.miss",
     "The segments have no common point: the strict form (< 0) and the inclusive form (<= 0) "
     "both say no.",
     "2本の線分に共有点はありません。厳密な形（< 0）も、境界を含む形（<= 0）も「交差しない」と答え"
     "ます。"},
    {"straddle.verdict.collinear_apart",
     "The segments lie on one line but have no common point: the exact answer is disjoint. The "
     "article's two forms disagree here. The strict form (< 0) says no, since every product is "
     "0. The inclusive form (<= 0), as the segment article's code writes it, says yes, since 0 "
     "<= 0 holds in both groups: for collinear segments that are apart, it is wrong.",
     "2本の線分は同じ直線の上にありますが、共有点はありません。正確な答えは「離れている」です。こ"
     "こでは記事の2つの形の答えが食い違います。厳密な形（< 0）は、積がすべて 0 なので「交差しない"
     "」と答えます。線分の記事のコードのように境界を含む形（<= 0）は、どちらの組でも 0 <= 0 が成り"
     "立つので「交差する」と答えます。同じ直線上で離れている線分に対しては、これは誤りです。"},
    {"straddle.verdict.collinear_touch",
     "The segments lie on one line and meet only at a shared end: they touch. The strict form (< "
     "0) says no, since every product is 0; the inclusive form (<= 0) says yes, and here that is "
     "right.",
     "2本の線分は同じ直線の上にあり、端点を1つ共有するだけです。つまり接しています。厳密な形（< "
     "0）は、積がすべて 0 なので「交差しない」と答えます。境界を含む形（<= 0）は「交差する」と答え"
     "、ここではそれが正しい答えです。"},
    {"straddle.verdict.collinear_overlap",
     "The segments lie on one line and share a piece of it: they overlap. The strict form (< 0) "
     "says no, since every product is 0; the inclusive form (<= 0) says yes, and here that is "
     "right.",
     "2本の線分は同じ直線の上にあり、その一部分を共有しています。つまり重なっています。厳密な形（"
     "< 0）は、積がすべて 0 なので「交差しない」と答えます。境界を含む形（<= 0）は「交差する」と答"
     "え、ここではそれが正しい答えです。"},
    {"straddle.point",
     "Where they cross: ({x}, {y}). hitlab computes the crossing point along the first segment "
     "from exactly signed areas, so it lies on both segments to within rounding.",
     "交点は ({x}, {y}) です。hitlab は符号が厳密に決まった面積から、1本目の線分に沿って交点を求め"
     "ます。そのため交点は、丸め誤差の範囲で両方の線分の上にあります。"},
    {"straddle.point.end", "The one point they share: ({x}, {y}). It is an end of a segment, so it is exact.",
     "共有する点は ({x}, {y}) の1点だけです。これは線分の端点なので、値は厳密です。"},
    {"straddle.piece",
     "The piece they share runs from ({x1}, {y1}) to ({x2}, {y2}). Both are ends of the "
     "segments, so they are exact.",
     "共有する部分は ({x1}, {y1}) から ({x2}, {y2}) までです。両端はどちらも線分の端点なので、値は"
     "厳密です。"},
    {"straddle.batch",
     "The overview article runs the same test over many segments at once with NumPy, "
     "elementwise: np.cross(a - b, a - c) * np.cross(a - b, a - d) < 0. hitlab's batch path does "
     "the same per vector lane, with exact signs where the rounded products cannot tell. View > "
     "Batch view runs it live: thousands of segments against one you drag.",
     "概要の記事は、NumPy を使って同じ判定を多数の線分に要素ごとにまとめて行います。式は np."
     "cross(a - b, a - c) * np.cross(a - b, a - d) < 0 です。hitlab のバッチ処理も SIMD のレーンご"
     "とに同じ計算を行い、丸めた積では符号が決まらないところだけ厳密な符号を使います。View > "
     "Batch view を開くと、ドラッグする1本と数千本の線分との判定をその場で見ることができます。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
