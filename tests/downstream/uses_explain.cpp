// A downstream program that explains a pair: the families register themselves, so every family must be
// linked in (hitlab::explain is an object library for that reason).
#include <cstdio>

#include "hitlab/explain.h"

int main() {
  using namespace hitlab;
  const explain::Explanation sat = explain::explain(Rect{{0, 0}, {1, 1}}, Polygon{{{2, 0}, {3, 0}, {2, 1}}});
  const explain::Explanation straddle = explain::explain(Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}});
  for (const explain::Step& s : straddle.steps)
    std::printf("%s\n", explain::text(s, explain::Language::Japanese).c_str());
  return sat.family == "sat" && straddle.family == "segment-segment" && straddle.steps.size() > 2 ? 0 : 1;
}
