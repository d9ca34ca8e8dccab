// spoken.h — the canvas in words, for a screen reader: the page's accessible outline beside the canvas and
// its polite live region (web/page.js shows them; the desktop has none). In the UI's language.
#pragma once

#include <string>

#include "../model/app_state.h"

namespace hitlab::app {

/// The outline, one line each: a lesson page's title, text and its task's state; the selected pair's
/// relation in words with its meeting points and distance; each shape by id with its coordinates (the first
/// kSpokenShapes, then how many more).
std::string canvasOutline(const AppState& s);
inline constexpr int kSpokenShapes = 40;
/// The selected pair in one sentence ("A and B touch at (1, 2).", "A and B are apart, 0.5 from each other.");
/// "" without a pair. Said again by the live region each time it changes.
std::string pairSentence(const AppState& s);

/// Each frame: whether the outline or the pair's sentence changed (then the platform is given `outline()`
/// and `announcement()`: a changed sentence, or a task just done, said once).
class Spoken {
 public:
  bool update(const AppState& s);
  const std::string& outline() const { return outline_; }
  const std::string& announcement() const { return announcement_; }

 private:
  std::string outline_, sentence_, announcement_;
  bool taskDone_ = false;
  size_t revision_ = ~size_t{0};
  int pairA_ = -2, pairB_ = -2, page_ = -2, choice_ = -2;
  bool japanese_ = false;
};

}  // namespace hitlab::app
