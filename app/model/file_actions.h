// file_actions.h — the app's actions on files and on the whole scene (file_actions.cpp): open, save,
// autosave and restore, the recent files, regression exports, the invariant check and its report, fit.
#pragma once

#include <string>

#include "app_state.h"

namespace hitlab::app {

/// Reads the recent-files list from configDir.
void loadRecent(AppState& s);
/// Writes the settings (settings.h: the language, the text size) to configDir.
void rememberSettings(const AppState& s);
/// Loads a scene file into the model (keeps the current scene and sets message on error).
bool openScene(AppState& s, const std::string& path);
/// Saves atomically to path, the previous version kept as path~ (the model remembers it; its autosave is
/// removed); on error the message says why and the edits stay unsaved.
bool saveScene(AppState& s, const std::string& path);
/// Writes the model's unsaved edits to its autosave slot when they changed since the last one.
void autosave(AppState& s);
/// The restore offer's answers: the autosaved shapes replace the scene's as one undoable command (the
/// scene stays unsaved), or the autosave is deleted.
void restoreAutosave(AppState& s);
void discardAutosave(AppState& s);
/// Writes the scene with an expect list of the current results of all pairs (or the selected pair).
bool exportRegression(AppState& s, const std::string& path, bool selectedPairOnly);
/// A GoogleTest case that builds the shapes and asserts the current results of the selected pair.
std::string googleTestSnippet(AppState& s);
/// Checks the selected pair's twins (hitlab/invariants.h), or every pair of the scene; the result goes to
/// s.invariants and the status bar.
void checkInvariants(AppState& s, bool wholeScene);
/// Writes the selected pair's invariant regression scene and GoogleTest case beside the scene file (the
/// working folder for an untitled scene): NAME-A-B.invariants.json and NAME-A-B.invariants_test.cpp.
bool writeInvariantReport(AppState& s);
/// Starts or ends presentation mode (AppState::presenting), keeping what it changes to put it back.
void setPresenting(AppState& s, bool on);
/// Centers the view on all shapes.
void fitScene(AppState& s);
/// The same for any camera and shapes: centred on them, zoomed to fill 80% of its canvas.
void fitCamera(Camera& cam, const std::vector<NamedShape>& shapes);
/// Once a frame, after the canvas is laid out: the fit or pair frame requested (a pair framed when
/// View > Frame the selected pair is on, or in presentation), and the same framing again when the canvas
/// has changed size since (AppState::framed).
void frameAsRequested(AppState& s);
/// The user moved the view (pan, zoom, pinch): it is no longer kept framed.
void viewMovedByUser(AppState& s);
/// Centers the view on the selected pair, zoomed so that both shapes fill 60% of the canvas (room around
/// them for the labels and the SAT view's interval bars); nothing without a pair.
void framePair(AppState& s);

}  // namespace hitlab::app
