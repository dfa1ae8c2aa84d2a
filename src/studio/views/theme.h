#pragma once
// The studio's colours for text it draws itself, and its high-contrast theme.
//
// Every text colour of our own (the console's stderr, warnings and errors, the
// strip's caption, labels and figures, the charts' axes and legend) goes
// through readable(): at least 4.5:1 against what it is drawn on (WCAG 2's
// contrast ratio), 7:1 in the high-contrast theme. The theme follows the
// desktop's where it says so (GTK_THEME naming a high-contrast theme: Qt 6.4
// reads no colour scheme from the platform), else View > High contrast.
#include <QColor>
#include <QPalette>

namespace bugbot::studio {

// WCAG 2: (L1 + 0.05) / (L2 + 0.05) of the relative luminances, 1 to 21.
double contrast_ratio(const QColor& a, const QColor& b);
double relative_luminance(const QColor& c);
// The least ratio a text of ours keeps: 4.5, or 7 in the high-contrast theme.
double min_contrast();

// `wanted`, darkened (on a light background) or lightened (on a dark one) in
// steps until it reads at min_contrast() against `background`.
QColor readable(const QColor& wanted, const QColor& background);
// The quieter text (captions, axes): the palette's placeholder colour, readable on its base.
QColor quiet_text(const QPalette& palette);
// Black or white, whichever reads better on `fill` (at least 4.58:1 on any fill).
QColor ink_on(const QColor& fill);

// The high-contrast theme: white on black, yellow highlight, cyan links.
QPalette high_contrast_palette();
bool desktop_high_contrast();  // the desktop's theme asks for it
bool high_contrast();  // in use now
// Applies the theme to the application (the style's palette, or the high-contrast one).
void set_high_contrast(bool on);

}  // namespace bugbot::studio
