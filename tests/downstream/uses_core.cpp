// A downstream program: the core's public headers and library, as another project includes and links them.
#include <cstdio>

#include "hitlab/relation.h"
#include "hitlab/scene_io.h"

int main() {
  // The seeds' 0.1 + 0.2 = 0.3 illusion: the point (0.1, 0.2) is not on the line x + y = 0.3.
  hitlab::PairResult r = hitlab::evaluate(hitlab::Segment{{0.3, 0}, {0, 0.3}}, hitlab::Point{{0.1, 0.2}});
  hitlab::PairResult t = hitlab::evaluate(hitlab::Circle{{0, 0}, 1}, hitlab::Circle{{2, 0}, 1});
  std::printf("%s\n%s\n", hitlab::pairToJson("line", "pt", r).c_str(),
              hitlab::pairToJson("c1", "c2", t).c_str());
  return r.relation == hitlab::Relation::Disjoint && t.relation == hitlab::Relation::Touching ? 0 : 1;
}
