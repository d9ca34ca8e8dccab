// sections.h — the sidebar's sections. Each ui/*_section.cpp registers its section with a static object, as
// the Explain families do (core/src/explain/family.h) and Box2D's samples:
//     const bool kRegistered = registerSection({.title = "Notes", .order = 70, .draw = draw});
// sidebar() (panels.cpp) draws them by order, each under a CollapsingHeader that starts open. A new section
// is one new file and its line in app/CMakeLists.txt (docs/architecture.md, "Adding a sidebar section").
#pragma once

#include <vector>

#include "../model/app_state.h"

namespace hitlab::app {

struct Section {
  /// The header's label, which is also its ImGui id ("Label###id" keeps the id when the label changes).
  const char* title;
  /// Sections are drawn by ascending order: Results 10, Explain 20, Lab 30, Pair 40, Inspector 50, Batch
  /// view 60 (which shows alone). Give each its own: the order of equals depends on the link.
  int order;
  /// The contents, drawn below the header while it is open. Their state: AppState::sectionStates.
  void (*draw)(AppState& s);
  /// Whether the section shows; null: with the scene, that is outside the batch view (which hides it).
  bool (*visible)(const AppState& s) = nullptr;
  /// The label when it depends on the state (the Explain section's language); null: `title`.
  const char* (*titleOf)(const AppState& s) = nullptr;
  /// Every frame after the canvas input and before the panels, shown or not: keys, and what the canvas
  /// draws for the section (may be null).
  void (*update)(AppState& s) = nullptr;
  /// Drawn over the canvas every frame the section shows, open or closed, with the sidebar or without it:
  /// labels and markers (may be null).
  void (*canvas)(const AppState& s) = nullptr;
  /// Whether it shows in an embedded view (--embed, the web page's `embed`: the canvas and Explain alone).
  bool inEmbed = false;
};

/// Adds a section to the sidebar; returns true (for the static object that calls it).
bool registerSection(const Section& section);
/// The registered sections by ascending order (filled before main, read only after).
const std::vector<Section>& sections();
/// Whether the section shows in this state.
bool shows(const Section& section, const AppState& s);
/// Each section's update, by order (once a frame).
void updateSections(AppState& s);

}  // namespace hitlab::app
