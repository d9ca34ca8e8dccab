// text_ja.cpp — 各ステップの日本語の説明文と、その中で使う語({name} に値が入る)。
#include "explain/family.h"

namespace hitlab::explain::detail {

const std::vector<Entry>& japaneseTable() {
  static const std::vector<Entry> kTable = {
      // [SECTION] 線分同士: 外積による交差判定(シード 000, 001)
      {"straddle.groups",
       "線分 {a} = AB と線分 {b} = CD。互いに相手の直線をまたいでいれば交差する:Aから見て C と D が AB "
       "の反対側にあり、かつ Cから見て A と B が CD の反対側にあること。外積2つずつの2組で左右を調べる。"},
      {"straddle.cross",
       "{o}{u} × {o}{v} = {value}:{o}{u} と {o}{v} が張る平行四辺形の符号付き面積。厳密な符号は {sign} "
       "なので、{v} は直線 {o}{u} の{side}にある。"},
      {"straddle.group.opposite",
       "{p} と {q} は直線 {line} の反対側にある:2つの符号の積が負なので、{line} をまたいでいる。"},
      {"straddle.group.same",
       "{p} と {q} は直線 {line} の同じ側にある:符号の積が正なので、交差しない(早期終了ならここで止まる)。"},
      {"straddle.group.on",
       "{p} か {q} がちょうど直線 {line} 上にある:積が 0。シードの厳密な判定(< 0)では当たらない扱い、"
       "境界を含む判定(<= 0)では点が線分そのものの上にあれば当たり。"},
      {"straddle.collinear",
       "4つの外積がすべて 0:2本の線分は同一直線上にある。符号からはこれ以上分からないので、直線に沿った"
       "1次元の区間が重なるかを調べる(シード 001 "
       "のコードは同一直線上の線分を常に交差扱いにするが、離れていれば誤り)。"},
      {"straddle.verdict.cross",
       "両方の組が厳密にまたいでいる:線分は両方の内部の1点で交差する(シードの < 0 の判定も <= 0 "
       "の判定も「交差」)。"},
      {"straddle.verdict.touch",
       "厳密にはまたいでいないが、閉じた線分どうしが点を共有する:シードの < 0 の判定は「交差しない」、<= 0 "
       "の判定は「交差」。接している。"},
      {"straddle.verdict.miss", "共有点はない:< 0 の判定も <= 0 の判定も「交差しない」。"},
      {"straddle.point",
       "交わる点:({x}, {y})(全部で {count} 点)。hitlab "
       "は厳密な符号付き面積から最初の線分に沿って交点を求めるので、"
       "丸め誤差の範囲で両方の線分上にある。"},
      {"straddle.batch",
       "シード 000 は NumPy で同じ判定を多数の線分にまとめて行う:np.cross(a - b, a - c) * np.cross(a - b, a "
       "- d) "
       "< 0 を要素ごとに。hitlab のバッチ処理は SIMD "
       "のレーンごとに同じことを行い、丸めた積で決まらない所だけ厳密な符号を使う。View > Batch view "
       "で、ドラッグする 1 本と数千本の線分の判定をその場で見られる。"},
      // [SECTION] 線分と円(シード 002)
      {"segcircle.ends",
       "まず端点:A か B は円の中にあるか。|A - P|^2 = {dA2}、|B - P|^2 = {dB2} を r^2 = {r2} と比べる:A "
       "は{sideA}、"
       "B は{sideB}。端点が円の内側か円周上にあれば、それだけで線分は円(円板)に当たっている。"},
      {"segcircle.angles",
       "中心 P から下ろした垂線の足は AB の内側に落ちるか。A と B の両方の角が鋭角でなければならない:"
       "(P - A)・(B - A) = {dotA}(符号 {signA})、(P - B)・(A - B) = {dotB}(符号 "
       "{signB})。足は内側か:{footInside}。"},
      {"segcircle.foot",
       "AB 上で P に最も近い点は垂線の足 H = ({x}, {y})、AB に沿って t = {t} の位置。シードはこの距離を "
       "atan2 "
       "を使って |r sin θ| として測るが、hitlab は内積で射影し、判定は厳密に行う。"},
      {"segcircle.end", "鈍角の角がある:垂線の足は AB の外に落ちるので、最も近い点は端点 H = ({x}, {y})。"},
      {"segcircle.distance",
       "距離 d = {d} は半径 r = {r} {cmp}。d^2 と r^2 を比べても同じ答えになり、平方根がいらない。hitlab "
       "はこれを厳密に比べる:等しければ接している。"},
      // [SECTION] 円同士(シード 000)
      {"circles.sum",
       "中心間の距離は d = {d}、半径の和は r1 + r2 = {sum}。d は r1 + r2 {cmp}:大きければ離れていて、"
       "等しければ外側で接する(2乗どうしを厳密に比較。シードの ** 0.5 は丸める)。"},
      {"circles.difference",
       "d = {d} と |r1 - r2| = {diff} を比べると、d はそれ{cmp}。小さければ一方の円が他方の内側にあり、"
       "等しければ内側で接する。"},
      {"circles.verdict.same", "2つは同じ円:すべての点を共有し、交点というものはない。"},
      {"circles.verdict.apart", "d > r1 + r2:2つの円は離れている。"},
      {"circles.verdict.outside_tangent", "d = r1 + r2:2つの円は外側で1点で接する。"},
      {"circles.verdict.two_points", "|r1 - r2| < d < r1 + r2:円周どうしが2点で交わる。"},
      {"circles.verdict.inside_tangent", "d = |r1 - r2|:小さい円が大きい円に内側から接する。"},
      {"circles.verdict.inside", "d < |r1 - r2|:小さい円は大きい円の内側にあり、円周どうしは交わらない。"},
      {"circles.points",
       "交点:中心を結ぶ直線に沿って a = {along} 進み、そこから垂直に弦の半分 h = {half} だけ進む:P1 = ({x1}, "
       "{y1})、"
       "P2 = ({x2}, {y2})。シードでは a = {seedAlong}、辺 r1, r2, d の三角形にヘロンの公式を使って h = "
       "{seedHalf}。"
       "接する寸前では s - d の桁落ちが起きる。hitlab は各因数((r1+r2)^2 - d^2 と d^2 - "
       "(r1-r2)^2)を厳密な値から1回だけ丸める。"},
      {"circles.tangent_point", "ただ1つの共有点(中心を結ぶ直線上):({x}, {y})。"},
      // [SECTION] 矩形(シード 003)
      {"rects.state1",
       "状態1:{a} の右端({lhs})は {b} "
       "の左端({rhs})より左にあるか。{holds}。4つの状態のどれか1つでも当てはまれば、"
       "2つの矩形は交差しない。"},
      {"rects.state2", "状態2:{a} の左端({lhs})は {b} の右端({rhs})より右にあるか。{holds}。"},
      {"rects.state3", "状態3:{a} の下端({lhs})は {b} の上端({rhs})より上にあるか。{holds}。"},
      {"rects.state4", "状態4:{a} の上端({lhs})は {b} の下端({rhs})より下にあるか。{holds}。"},
      {"rects.verdict.apart", "当てはまる状態がある:2つの矩形は交差しない。"},
      {"rects.verdict.meet",
       "4つの状態のどれにも当てはまらないので、2つの矩形は交差する:シードの判定はこれを裏返したもの。"},
      {"rects.center",
       "同じ判定を中心と半分の大きさで(シード 000):軸ごとに中心間の距離と半分の大きさの和を比べる。x:{dx} は "
       "{hx} {cmpx}、y:{dy} は {hy} {cmpy}。両方小さければ重なり、一方が等しければ接する。"},
      {"rects.pixels",
       "ピクセルで考えると、シードは右端を含むかどうかを問題にする:x = 0 から幅 10 の矩形はピクセル 0 から 9 "
       "を覆うので、"
       "隣り合う2つの矩形は重ならない。hitlab は閉集合として扱う:辺を共有すれば「接している」。"},
      // [SECTION] 分離軸判定(シード 004)
      {"polygon.invalid", "このペアには答えがない:{why}。分離軸判定は凸な図形にしか使えない。"},
      {"sat.concave",
       "理由:凹多角形では、分離軸がないことは重なりを意味しない。2つの図形が触れずに引っかかり合っていても、"
       "どの辺の法線でも区間が重なることがある。印のついた頂点を外側へ動かして凸にすれば判定が使える。"},
      {"sat.intro",
       "分離軸判定:両方の図形を、すべての辺の外向き法線に射影する(辺 {na} + {nb} 本、軸 {count} 本)。"
       "ある軸で2つの区間が離れていれば、その軸に垂直な直線が2つの図形を分ける。"},
      {"sat.intro.circle",
       "円を含む分離軸判定:多角形の辺の法線に加えて、円の中心から最も近い頂点へ向かう軸を1本(全部で {count} "
       "本)。"
       "円はどの軸にも「中心 ∓ r」として射影される。"},
      {"sat.axis.gap",
       "軸 {k}:{owner} の辺 {edge} の法線 ({nx}, {ny})。{a} の射影は [{aMin}, {aMax}]、{b} は [{bMin}, "
       "{bMax}]:"
       "間に {gap} のすき間がある。この軸が2つを分ける。"},
      {"sat.axis.touch",
       "軸 {k}:{owner} の辺 {edge} の法線 ({nx}, {ny})。{a} の射影は [{aMin}, {aMax}]、{b} は [{bMin}, "
       "{bMax}]:"
       "区間は端を1つ共有する。分離軸ではない(閉集合)が、せいぜい接するだけ。"},
      {"sat.axis.overlap",
       "軸 {k}:{owner} の辺 {edge} の法線 ({nx}, {ny})。{a} の射影は [{aMin}, {aMax}]、{b} は [{bMin}, "
       "{bMax}]:"
       "{overlap} だけ重なる。分離軸ではないので次の軸へ。"},
      {"sat.axis.gap.circle",
       "軸 {k}:円の中心から最も近い頂点へ向かう軸 ({nx}, {ny})。{a}:[{aMin}, {aMax}]、{b}:[{bMin}, {bMax}]:"
       "{gap} のすき間。この軸が2つを分ける。"},
      {"sat.axis.touch.circle",
       "軸 {k}:最も近い頂点へ向かう円の軸 ({nx}, {ny})。{a}:[{aMin}, {aMax}]、{b}:[{bMin}, "
       "{bMax}]:区間は端を1つ共有する。"},
      {"sat.axis.overlap.circle",
       "軸 {k}:最も近い頂点へ向かう円の軸 ({nx}, {ny})。{a}:[{aMin}, {aMax}]、{b}:[{bMin}, {bMax}]:{overlap} "
       "だけ重なる。"},
      {"sat.early_exit",
       "軸 {k} が分離軸:当たっているかどうかだけを知りたい判定はここで終わる(残り {left} 本は調べない)。"
       "判定は厳密:すき間は表示された丸めた値ではなく、厳密な射影で決まる。"},
      {"sat.verdict.separated", "分離軸がある:2つの図形は離れている。"},
      {"sat.verdict.touching", "分離軸はないが、図形は接しているだけ:ある軸で区間が端を共有している。"},
      {"sat.verdict.overlapping", "分離軸がない:凸な図形では、これは重なっていることを意味する。"},
      {"sat.mtv",
       "最小移動ベクトル:すべての軸の中で最も小さい重なりを、その軸の向きに。{b} を ({x}, {y})(長さ {depth})"
       "だけ動かせば、2つは接するだけになる。"},
      {"sat.theorem",
       "背景にある定理(分離超平面定理):交わらない2つの凸集合の間には必ず直線(n 次元では超平面)が引ける。"
       "ここではその分離線が緑の直線:v = ({nx}, {ny}) への射影で、{a} の点はすべて c = {c} より小さく、"
       "{b} の点はすべて大きい(記事が数直線を反転するように、必要なら v の向きを反転した)。"
       "横には記事の1次元の図:{a} の区間は {nearA} で終わり、{b} の区間は {nearB} から始まり、"
       "点 c はその間にある。多角形ではこの直線を辺に平行に選べる。"},
      {"sat.theorem.meeting",
       "背景にある定理(分離超平面定理):交わらない2つの凸集合の間には必ず直線(n 次元では超平面)が引け、"
       "その法線への射影は離れた区間になる。ここではどの軸にも隙間がない:重なりが最も小さい軸 "
       "v = ({nx}, {ny}) でも区間は長さ {overlap} だけ重なる(図形の横に表示)。"
       "分離線は存在せず、凸図形ではそれが交わっていることの証明になる。"},
      // [SECTION] その他のペア
      {"other.intro", "{a} は{typeA}、{b} は{typeB}。"},
      {"other.point_segment",
       "線分上で点に最も近い点は H = ({x}, {y})、t = {t}(垂線の足、角が鈍角なら端点:シード 002 "
       "と同じ)。距離は {d}。"},
      {"other.point_circle",
       "点と中心の距離の2乗 {d2} は r^2 = {r2} {cmp}:小さければ内側、等しければ円周上。"},
      {"other.point_point", "2つの点は同じ点のときだけ当たる。"},
      {"other.point_area",
       "点がすべての辺の直線の内側にあれば内部(外積の符号は厳密)"
       "、1本の辺の直線上にあって他の内側なら境界上。"},
      {"other.segment_area",
       "線分の端点が内部にあるか、どれかの辺と交差すれば当たる:各辺と線分をシード 001 "
       "の外積の判定で、厳密な符号で調べる。"},
      {"other.distance", "離れている。間の距離は {d}。"},
      // [SECTION] 答え
      {"result",
       "答え:{a} と {b} は{relation}(包含:{containment})。境界の共有点 {points} 個、距離 "
       "{distance}、めり込み {depth}。"
       "どの判定も与えられた double に対して厳密。"},
      {"result.error", "答えはない:{why}。"},
      // [SECTION] 語
      {"word.left", "左側"},
      {"word.right", "右側"},
      {"word.online", "直線上"},
      {"word.yes", "はい"},
      {"word.no", "いいえ"},
      {"word.inside", "内側"},
      {"word.oncircle", "円周上"},
      {"word.outside", "外側"},
      {"word.lt", "より小さい"},
      {"word.eq", "と等しい"},
      {"word.gt", "より大きい"},
      {"word.disjoint", "離れている"},
      {"word.touching", "接している"},
      {"word.overlapping", "重なっている"},
      {"word.none", "なし"},
      {"word.a_in_b", "a が b の中"},
      {"word.b_in_a", "b が a の中"},
      {"word.equal", "同じ図形"},
      {"word.point", "点"},
      {"word.segment", "線分"},
      {"word.circle", "円"},
      {"word.rect", "矩形"},
      {"word.polygon", "多角形"},
  };
  return kTable;
}

}  // namespace hitlab::explain::detail
