// texts_circles.cpp — the texts of two circles (the overview article): each key with its English and its
// Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Circles (the overview article)
    {"formula.circle-circle", "d < r1 + r2; the outlines meet when |r1 - r2| <= d <= r1 + r2",
     "d < r1 + r2（円周どうしが交わるのは |r1 - r2| <= d <= r1 + r2 のとき）"},
    {"circles.sum",
     "The centers are d = {d} apart; the radii add up to r1 + r2 = {sum}. d is {cmp} r1 + r2: "
     "greater means apart, equal means touching from outside. (hitlab compares the squares "
     "exactly; the article's ** 0.5 rounds.)",
     "中心間の距離は d = {d}、半径の和は r1 + r2 = {sum} です。d は r1 + r2 {cmp}です。大きければ"
     "2つの円は離れていて、等しければ外側で接しています。（hitlab は2乗どうしを厳密に比べます。記"
     "事の ** 0.5 は丸め誤差を生みます。）"},
    {"circles.difference",
     "Now d = {d} against |r1 - r2| = {diff}: d is {cmp} it. Less means one circle lies inside "
     "the other; equal means they touch from inside (or, when both are 0, that they are the same "
     "circle).",
     "次に d = {d} を |r1 - r2| = {diff} と比べると、d はそれ{cmp}です。小さければ一方の円がもう一"
     "方の内側にあり、等しければ内側で接しています（両方とも 0 なら、2つは同じ円です）。"},
    {"circles.verdict.same",
     "The two circles are the same circle: they share every point, so there is no crossing point "
     "to find.",
     "2つは同じ円です。すべての点を共有しているので、求めるべき交点はありません。"},
    {"circles.verdict.apart", "d > r1 + r2: the disks are apart.",
     "d > r1 + r2 なので、2つの円は離れています。"},
    {"circles.verdict.outside_tangent", "d = r1 + r2: the circles touch from outside at one point.",
     "d = r1 + r2 なので、2つの円は外側から1点で接しています。"},
    {"circles.verdict.two_points", "|r1 - r2| < d < r1 + r2: the outlines cross at two points.",
     "|r1 - r2| < d < r1 + r2 なので、円周どうしは2点で交わっています。"},
    {"circles.verdict.inside_tangent",
     "d = |r1 - r2|: the smaller circle touches the larger one from inside.",
     "d = |r1 - r2| なので、小さい円が大きい円に内側から接しています。"},
    {"circles.verdict.inside",
     "d < |r1 - r2|: the smaller disk lies inside the larger one; the outlines never meet.",
     "d < |r1 - r2| なので、小さい円板は大きい円板の内側にあり、円周どうしは交わりません。"},
    {"circles.points",
     "The crossing points: go along the line of centers by a = {along}, then across it by the "
     "half chord h = {half}: P1 = ({x1}, {y1}), P2 = ({x2}, {y2}). The article gets a = "
     "{seedAlong} and, from Heron's formula for the triangle of sides r1, r2, d, h = {seedHalf}; "
     "near tangency its factor s - d loses its digits to cancellation. hitlab rounds each factor "
     "((r1+r2)^2 - d^2 and d^2 - (r1-r2)^2) once, from its exact value.",
     "交点を求めます。中心を結ぶ直線に沿って a = {along} 進み、そこから直角に弦の半分 h = {half} "
     "だけ進むと、P1 = ({x1}, {y1})、P2 = ({x2}, {y2}) が得られます。記事の方法では a = "
     "{seedAlong} となり、辺が r1, r2, d の三角形にヘロンの公式を使って h = {seedHalf} となります"
     "。接する寸前では、因数 s - d で桁落ちが起きます。hitlab は各因数（(r1+r2)^2 - d^2 と d^2 - "
     "(r1-r2)^2）を、厳密な値から1回だけ丸めて求めます。"},
    {"circles.tangent_point", "The one common point, on the line of centers: ({x}, {y}).",
     "ただ1つの共有点は中心を結ぶ直線の上にあり、({x}, {y}) です。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
