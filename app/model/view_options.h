// view_options.h — what the scene view shows besides the shapes: the View menu's choices, the hovered handle,
// the Explain step's marks and the Lab's tolerance band (render/scene_view.h draws them).
#pragma once

#include <vector>

#include "handles.h"
#include "hitlab/explain.h"

namespace hitlab::app {

struct ViewOptions {
  bool showSat = true;           ///< SAT axes, intervals and perpendicular feet for the selected pair
  bool collapseParallel = true;  ///< draw parallel duplicate SAT axes once
  Handle hover;                  ///< what a click would take (highlighted)
  Handle focus;                  ///< the keyboard's (Tab; none after a click): drawn with a focus ring
  /// The current Explain step's marks for the selected pair (null: none).
  const std::vector<explain::Mark>* marks = nullptr;
  /// > 0: the selected pair's outlines with a band of this half-width (world units) around them, where an
  /// epsilon-based test and the exact answer part.
  double toleranceBand = 0;
  /// Shapes other than the selected pair drawn faint (presentation mode).
  bool dimOthers = false;
  /// A lesson's question waits for its answer: shapes in one neutral colour, no meeting points, no SAT view.
  bool hideAnswers = false;
  /// Motions (View > Motions, M): each moving shape's arrow and where it ends, the selection's handle to pull
  /// one out, and the selected pair where it first touches.
  bool showMotion = false;
  /// The Pair section's time slider: the selected pair drawn at this time of the step (-1: at its time of
  /// impact).
  double scrubTime = -1;
  /// Each judge in motion's time of impact on the selected pair: both shapes where it says they first touch,
  /// drawn dashed in the judge's colour (an ImGui colour, RGBA in 8 bits each, red lowest). Filled each frame
  /// by the Judges section.
  struct JudgeOutline {
    Shape shape;
    unsigned colour = 0;
  };
  std::vector<JudgeOutline> judgeOutlines;
};

}  // namespace hitlab::app
