// texts_circles.cpp — the texts of two circles (the overview article): each key with its English and its
// Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Circles (seed 000)
    {"formula.circle-circle", "d < r1 + r2; the outlines meet when |r1 - r2| <= d <= r1 + r2",
     "d < r1 + r2（円周どうしが交わるのは |r1 - r2| <= d <= r1 + r2 のとき）"},
    {"circles.sum",
     "The centers are d = {d} apart; the radii add up to r1 + r2 = {sum}. d is {cmp} r1 + r2: "
     "greater means apart, equal means touching from outside. (Compared as squares, exactly: the "
     "seed's ** 0.5 rounds.)",
     "中心間の距離は d = {d}、半径の和は r1 + r2 = {sum}。d は r1 + r2 {cmp}:大きければ離れていて"
     "、等しければ外側で接する(2乗どうしを厳密に比較。シードの ** 0.5 は丸める)。"},
    {"circles.difference",
     "d = {d} against |r1 - r2| = {diff}: d is {cmp} it. Smaller means one circle lies inside "
     "the other, equal means touching from inside.",
     "d = {d} と |r1 - r2| = {diff} を比べると、d はそれ{cmp}。小さければ一方の円が他方の内側にあ"
     "り、等しければ内側で接する。"},
    {"circles.verdict.same",
     "The circles are the same circle: every point is shared, there is no crossing point.",
     "2つは同じ円:すべての点を共有し、交点というものはない。"},
    {"circles.verdict.apart", "d > r1 + r2: the disks are apart.", "d > r1 + r2:2つの円は離れている。"},
    {"circles.verdict.outside_tangent", "d = r1 + r2: the circles touch from outside at one point.",
     "d = r1 + r2:2つの円は外側で1点で接する。"},
    {"circles.verdict.two_points", "|r1 - r2| < d < r1 + r2: the outlines cross at two points.",
     "|r1 - r2| < d < r1 + r2:円周どうしが2点で交わる。"},
    {"circles.verdict.inside_tangent",
     "d = |r1 - r2|: the smaller circle touches the larger one from inside.",
     "d = |r1 - r2|:小さい円が大きい円に内側から接する。"},
    {"circles.verdict.inside",
     "d < |r1 - r2|: the smaller disk lies inside the larger one; the outlines never meet.",
     "d < |r1 - r2|:小さい円は大きい円の内側にあり、円周どうしは交わらない。"},
    {"circles.points",
     "The crossing points: go along the line of centers by a = {along}, then across it by the "
     "half chord h = {half}: P1 = ({x1}, {y1}), P2 = ({x2}, {y2}). The seed gets a = {seedAlong} "
     "and, from Heron's formula for the triangle of sides r1, r2, d, h = {seedHalf}; near "
     "tangency its s - d cancels. hitlab rounds each factor ((r1+r2)^2 - d^2 and d^2 - "
     "(r1-r2)^2) once from its exact value.",
     "交点:中心を結ぶ直線に沿って a = {along} 進み、そこから垂直に弦の半分 h = {half} だけ進む:"
     "P1 = ({x1}, {y1})、P2 = ({x2}, {y2})。シードでは a = {seedAlong}、辺 r1, r2, d の三角形にヘ"
     "ロンの公式を使って h = {seedHalf}。接する寸前では s - d の桁落ちが起きる。hitlab は各因数"
     "((r1+r2)^2 - d^2 と d^2 - (r1-r2)^2)を厳密な値から1回だけ丸める。"},
    {"circles.tangent_point", "The one common point, on the line of centers: ({x}, {y}).",
     "ただ1つの共有点(中心を結ぶ直線上):({x}, {y})。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
