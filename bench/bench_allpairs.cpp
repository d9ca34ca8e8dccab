// bench_allpairs.cpp — every meeting pair of a scene: hitlab's broad phase plus the exact relation, against
// Box2D's dynamic tree (insert all boxes, query each: broad phase only, no narrow phase).
#include "bench.h"
#include "cases.h"
#include "hitlab/broadphase.h"

namespace hitlab::bench {

namespace {

void hitlabAllPairs(benchmark::State& state, int n) {
  auto shapes = sceneShapes(n);
  std::vector<IndexPair> pairs;      // kept between frames, as an app would
  meetingShapePairs(shapes, pairs);  // warm-up: the first call sizes the per-thread scratch
  for (auto _ : state) meetingShapePairs(shapes, pairs);
  state.counters["meeting_pairs"] = double(pairs.size());
  state.SetItemsProcessed(state.iterations() * n);
}

// The broad phase alone (candidate box pairs), the same work as Box2D's tree below.
void hitlabBoxPairs(benchmark::State& state, int n) {
  auto shapes = sceneShapes(n);
  std::vector<Aabb> boxes;
  for (const Shape& s : shapes) boxes.push_back(boundsOf(s));
  std::vector<IndexPair> pairs;
  boxPairs(boxes, pairs);  // warm-up, as above
  for (auto _ : state) {
    pairs.clear();
    boxPairs(boxes, pairs);
  }
  state.counters["box_pairs"] = double(pairs.size());
  state.SetItemsProcessed(state.iterations() * n);
}

struct TreeCounter {
  const b2DynamicTree* tree;
  int self;
  std::size_t count = 0;
  bool QueryCallback(int32 id) {
    count += id > self;  // each unordered pair once
    return true;
  }
};

void box2dAllPairs(benchmark::State& state, int n) {
  auto shapes = sceneShapes(n);
  std::vector<b2AABB> boxes;
  for (const Shape& s : shapes) {
    Aabb b = boundsOf(s);
    b2AABB a;
    a.lowerBound.Set(float(b.min.x), float(b.min.y));
    a.upperBound.Set(float(b.max.x), float(b.max.y));
    boxes.push_back(a);
  }
  std::size_t pairs = 0;
  for (auto _ : state) {
    b2DynamicTree tree;
    std::vector<int32> ids;
    ids.reserve(boxes.size());
    for (const b2AABB& a : boxes) ids.push_back(tree.CreateProxy(a, nullptr));
    pairs = 0;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      TreeCounter c{&tree, ids[i]};
      tree.Query(&c, boxes[i]);
      pairs += c.count;
    }
  }
  state.counters["box_pairs"] = double(pairs);
  state.SetItemsProcessed(state.iterations() * n);
}

}  // namespace

void registerAllPairsBenchmarks() {
  // 10k and 100k are the compared sizes; the others draw the growth curve (bench/scaling.sh).
  for (int n : {1000, 3000, 10000, 30000, 100000, 300000, 1000000}) {
    std::string suffix = std::to_string(n);
    benchmark::RegisterBenchmark(("AllPairs/" + suffix + "/hitlab").c_str(), [n](benchmark::State& s) {
      hitlabAllPairs(s, n);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("AllPairs/" + suffix + "/box2d").c_str(), [n](benchmark::State& s) {
      box2dAllPairs(s, n);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BoxPairs/" + suffix + "/hitlab").c_str(), [n](benchmark::State& s) {
      hitlabBoxPairs(s, n);
    })->Unit(benchmark::kMillisecond);
  }
}

}  // namespace hitlab::bench
