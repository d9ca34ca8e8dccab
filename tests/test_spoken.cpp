// The canvas in words for a screen reader (issue 53, app/ui/spoken.h): the outline's lines and the pair's
// sentence in both languages, and what the live region is given as the pair changes. The page's accessible
// tree is read back by tests/web/browser_test.mjs.
#include <gtest/gtest.h>

#include "helpers.h"
#include "ui/spoken.h"

namespace hitlab::test {
namespace {

using namespace hitlab::app;

AppState pairScene(double bx) {
  AppState s;
  Scene scene;
  scene.shapes = {{"A", seg(0, 0, 2, 0)}, {"B", seg(bx, -1, bx, 1)}, {"c", circ(5, 5, 0.5)}};
  s.model.reset(scene, "");
  s.model.pairA = 0, s.model.pairB = 1;
  return s;
}

TEST(Spoken, ThePairInOneSentenceExactAsTheCoreDecides) {
  EXPECT_EQ(pairSentence(pairScene(2)), "A and B touch at (2, 0).");
  EXPECT_EQ(pairSentence(pairScene(1)), "A and B overlap; their outlines cross at (1, 0).");
  EXPECT_EQ(pairSentence(pairScene(2.5)), "A and B are apart, 0.5 from each other.");
  AppState ja = pairScene(2);
  ja.explain.language = explain::Language::Japanese;
  EXPECT_EQ(pairSentence(ja), "A と B は (2, 0) で接しています。");
  AppState none = pairScene(2);
  none.model.pairA = -1;
  EXPECT_EQ(pairSentence(none), "");
}

TEST(Spoken, TheOutlineSaysThePairAndEveryShapeByIdWithItsCoordinates) {
  const std::string outline = canvasOutline(pairScene(2));
  EXPECT_EQ(outline,
            "A and B touch at (2, 0).\n"
            "3 shapes:\n"
            "A: segment from (0, 0) to (2, 0)\n"
            "B: segment from (2, -1) to (2, 1)\n"
            "c: circle, centre (5, 5), radius 0.5\n");
  AppState grown;  // (a capsule's radius, a rounded rect's and polygon's, each said as given)
  Scene rounded;
  rounded.shapes = {{"k", Capsule{{0, 0}, {4, 0}, 0.5}},
                    {"r", Rect{{0, 0}, {2, 1}, 0.25}},
                    {"p", Polygon{{{0, 0}, {1, 0}, {0, 1}}, 0.125}}};
  grown.model.reset(rounded, "");
  EXPECT_EQ(canvasOutline(grown),
            "3 shapes:\n"
            "k: capsule from (0, 0) to (4, 0), radius 0.5\n"
            "r: rect from (0, 0) to (2, 1), rounded by 0.25\n"
            "p: polygon, vertices (0, 0), (1, 0), (0, 1), rounded by 0.125\n");
  AppState big;
  Scene scene;
  for (int i = 0; i < kSpokenShapes + 5; ++i) {
    std::string id = std::to_string(i);
    id.insert(0, 1, 'p');  // (not "p" + ...: GCC 12's -Wrestrict false positive)
    scene.shapes.push_back({id, pt(i, 0.1)});
  }
  big.model.reset(scene, "");
  big.explain.language = explain::Language::Japanese;
  const std::string many = canvasOutline(big);
  EXPECT_NE(many.find("図形 45 個:\np0: 点 (0, 0.1)\n"), std::string::npos) << many;
  EXPECT_NE(many.find("\nほか 5 個\n"), std::string::npos) << many;
  EXPECT_EQ(many.find("p40:"), std::string::npos);
}

TEST(Spoken, TheLiveRegionIsToldWhatChangedOnce) {
  AppState s = pairScene(2.5);
  Spoken spoken;
  ASSERT_TRUE(spoken.update(s));
  EXPECT_EQ(spoken.announcement(), "A and B are apart, 0.5 from each other.");
  EXPECT_FALSE(spoken.update(s));  // (nothing changed: nothing said, nothing made again)
  // B moved onto A's end: one command, the relation changes, said once.
  NamedShape moved = s.model.scene().shapes[1];
  moved.shape = seg(2, -1, 2, 1);
  s.model.run({{"command.nudge", {}}, {{ShapeChange::Set, 1, s.model.scene().shapes[1], moved}}});
  ASSERT_TRUE(spoken.update(s));
  EXPECT_EQ(spoken.announcement(), "A and B touch at (2, 0).");
  EXPECT_NE(spoken.outline().find("B: segment from (2, -1) to (2, 1)"), std::string::npos);
  // c moved: the outline changes, the pair's sentence does not; nothing is said.
  NamedShape c = s.model.scene().shapes[2];
  c.shape = circ(6, 5, 0.5);
  s.model.run({{"command.nudge", {}}, {{ShapeChange::Set, 2, s.model.scene().shapes[2], c}}});
  ASSERT_TRUE(spoken.update(s));
  EXPECT_EQ(spoken.announcement(), "");
  EXPECT_NE(spoken.outline().find("c: circle, centre (6, 5)"), std::string::npos);
}

}  // namespace
}  // namespace hitlab::test
