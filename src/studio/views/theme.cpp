#include "studio/views/theme.h"

#include <QApplication>
#include <cmath>

namespace bugbot::studio {

namespace {
bool g_high_contrast = false;

double channel(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }
}  // namespace

double relative_luminance(const QColor& c) {
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double contrast_ratio(const QColor& a, const QColor& b) {
    const double la = relative_luminance(a), lb = relative_luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double min_contrast() { return g_high_contrast ? 7.0 : 4.5; }

QColor readable(const QColor& wanted, const QColor& background) {
    // Toward black on a light background, toward white on a dark one: the hue stays as long as it can.
    const bool light = relative_luminance(background) > 0.18;
    QColor c = wanted.toRgb();
    c.setAlpha(255);
    for (int step = 0; step < 40 && contrast_ratio(c, background) < min_contrast(); ++step)
        c = light ? c.darker(110)
                  : QColor::fromRgbF(c.redF() + (1 - c.redF()) * 0.1f, c.greenF() + (1 - c.greenF()) * 0.1f,
                                     c.blueF() + (1 - c.blueF()) * 0.1f);
    if (contrast_ratio(c, background) < min_contrast()) c = ink_on(background);
    return c;
}

QColor quiet_text(const QPalette& palette) {
    const QColor base = palette.color(QPalette::Base);
    QColor quiet = palette.color(QPalette::PlaceholderText);
    // A placeholder colour with alpha (Fusion's: the text at half) is what it looks like over the base.
    const double a = quiet.alphaF();
    quiet = QColor::fromRgbF(quiet.redF() * a + base.redF() * (1 - a), quiet.greenF() * a + base.greenF() * (1 - a),
                             quiet.blueF() * a + base.blueF() * (1 - a));
    return readable(quiet, base);
}

QColor ink_on(const QColor& fill) {
    return contrast_ratio(Qt::black, fill) >= contrast_ratio(Qt::white, fill) ? QColor(Qt::black) : QColor(Qt::white);
}

QPalette high_contrast_palette() {
    QPalette p(Qt::black);
    const QColor white(Qt::white), black(Qt::black), yellow(255, 255, 0), grey(200, 200, 200);
    for (const auto role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::BrightText, QPalette::ToolTipText})
        p.setColor(role, white);
    for (const auto role :
         {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(role, black);
    p.setColor(QPalette::AlternateBase, QColor(30, 30, 30));
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, QColor(0, 255, 255));
    p.setColor(QPalette::LinkVisited, QColor(255, 128, 255));
    p.setColor(QPalette::PlaceholderText, grey);
    p.setColor(QPalette::Light, white);
    p.setColor(QPalette::Midlight, grey);
    p.setColor(QPalette::Mid, grey);
    p.setColor(QPalette::Dark, grey);
    p.setColor(QPalette::Shadow, white);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(170, 170, 170));
    return p;
}

bool desktop_high_contrast() {
    // GNOME's and GTK's: GTK_THEME=HighContrast or HighContrastInverse.
    return qEnvironmentVariable("GTK_THEME").contains(QLatin1String("HighContrast"), Qt::CaseInsensitive);
}

bool high_contrast() { return g_high_contrast; }

void set_high_contrast(bool on) {
    static const QPalette desktop = QApplication::palette();  // the style's, or the platform theme's
    g_high_contrast = on;
    QApplication::setPalette(on ? high_contrast_palette() : desktop);
}

}  // namespace bugbot::studio
