// A view never holds what its model can take away (issue 41): random
// sequences of what a student and a teacher do — run, stop, switch tabs, edit
// live, scrub, step call by call, change lesson — over every lesson's programs,
// each step followed by a paint of every view. The suite runs it in the default
// build; the `sanitize` preset builds it with ASan and UBSan, where a stale
// index is a report, not a lucky read (docs/developing.md).
//
// BUGBOT_PROPERTY_STEPS and BUGBOT_PROPERTY_SEEDS make the random part longer.
#include <QSlider>
#include <QTest>
#include <gtest/gtest.h>
#include <random>

#include "studio/editor/program_tabs.h"
#include "studio/views/run_panel.h"
#include "studio/views/strip_chart.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {

int env_int(const char* name, int fallback) {
    const QByteArray v = qgetenv(name);
    return v.isEmpty() ? fallback : v.toInt();
}

// Every view painted now, as a window repaint would: a stale index reads out of bounds here.
void paint_views(MainWindow& w) {
    RunPanel* panel = w.run_panel();
    QImage img(panel->size().expandedTo(QSize(64, 64)), QImage::Format_ARGB32_Premultiplied);
    panel->render(&img);
    for (WeightStrip* strip : {panel->strip(), panel->twin_strip()}) {
        (void)strip->sizeHint();
        (void)strip->cell_count();
        for (std::size_t r = 0; r < strip->rows().size(); ++r) (void)strip->cell_tooltip(static_cast<int>(r), 0);
    }
}

// What the views hold is the model's: the rows and groups index its series.
void expect_bound(MainWindow& w, const std::string& step) {
    const RunModel* model = w.model();
    const WeightStrip* strip = w.weight_strip();
    for (const StripRow& row : strip->rows()) {
        ASSERT_TRUE(model) << "after " << step << ": the strip shows rows of no run";
        ASSERT_LT(row.series, model->series().size()) << "after " << step;
        if (row.labels) {
            ASSERT_LT(*row.labels, model->series().size()) << "after " << step;
        }
    }
    for (const auto& group : w.charts()->groups()) {
        for (std::size_t i : group) {
            if (i != StripChart::kReadings) {
                ASSERT_LT(i, model->series().size()) << "after " << step;
            }
        }
    }
}

bool run_and_wait(MainWindow& w) {
    if (w.editor() == nullptr) return false;
    return run_to_end(w, 60000);
}

// How the run in view ended, with its console when not as a program ends
// (done, error, exit): an engine that died (a sanitizer's report in it, or an
// address-space limit it cannot live under) fails here, not as an empty view.
::testing::AssertionResult ended_as_programs_end(const MainWindow& w) {
    const RunModel* model = w.model();
    const std::string status = model && model->end() ? model->end()->status : std::string("no end");
    if (status == "done" || status == "error" || status == "exit") return ::testing::AssertionSuccess();
    ::testing::AssertionResult failed = ::testing::AssertionFailure() << "the run ended " << status << "; its console:";
    if (model)
        for (const ConsoleLine& line : model->console()) failed << "\n  " << line.text;
    return failed;
}

class Student {
public:
    Student(MainWindow& w, unsigned seed) : w_(w), rng_(seed) {}

    std::string act() {
        switch (pick(8)) {
            case 0:
                if (!run_and_wait(w_)) return "run (no end)";
                EXPECT_TRUE(ended_as_programs_end(w_));
                return "run";
            case 1:
                w_.run(0);
                QTest::qWait(pick(80));
                w_.stop();
                return "run, stop";
            case 2: w_.program_tabs()->next(1); return "next tab";
            case 3: w_.program_tabs()->next(-1); return "previous tab";
            case 4: {
                QSlider* t = w_.timeline();
                t->setSliderDown(true);
                t->setValue(pick(t->maximum() + 1));
                t->setSliderDown(false);
                return "scrub";
            }
            case 5: w_.run_panel()->step_call(pick(2) ? 1 : -1); return "step a call";
            case 6: return live_edit();
            default: {
                const int n = static_cast<int>(w_.lessons().size());
                w_.open_lesson(pick(n));
                return "lesson " + std::to_string(w_.lesson_index());
            }
        }
    }

private:
    int pick(int n) { return n <= 1 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    // Live on, a comment typed at the end (every edit re-runs), then live off.
    std::string live_edit() {
        Editor* e = w_.editor();
        if (!e || e->isReadOnly()) return "live edit (read-only)";
        w_.set_live(true);
        e->append(QStringLiteral("\n# edit %1\n").arg(pick(1000)));
        QTest::qWait(150 + pick(300));
        w_.set_live(false);
        return "live edit";
    }

    MainWindow& w_;
    std::mt19937 rng_;
};

}  // namespace

class ViewBinding : public WindowTest {};

// The crash that was found (3 of 3 tries): Sharpness, the next tab's run, back.
TEST_F(ViewBinding, BackToAnEarlierTabAfterAnotherRun) {
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.open_lesson(0, QStringLiteral("3-sharpness.py")));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_TRUE(ended_as_programs_end(w));
    w.program_tabs()->next(1);
    ASSERT_TRUE(run_to_end(w));
    ASSERT_TRUE(ended_as_programs_end(w));
    expect_bound(w, "Sharpness over a whole run");  // it plots no strip: Sharpness's rows must not stay
    w.program_tabs()->next(-1);
    QApplication::processEvents();
    expect_bound(w, "back to Sharpness");
    paint_views(w);
    ASSERT_GT(w.weight_strip()->cell_count(), 0) << "Sharpness's own strip shows again";
}

// A model cleared for another run takes its series away before the views hear of it.
TEST_F(ViewBinding, StripDropsRowsOfAClearedRun) {
    RunModel model;
    for (int i = 0; i < 5; ++i) model.add(PlotEvent{0.1 * i, "weights", 0.2, PlotKind::Strip});
    WeightStrip strip;
    strip.resize(400, 120);
    strip.bind(&model, {StripRow{0, std::nullopt}});
    ASSERT_EQ(strip.cell_count(), 5);
    model.clear();
    EXPECT_TRUE(strip.rows().empty());
    EXPECT_EQ(strip.cell_count(), 0);
    QImage img(strip.size(), QImage::Format_ARGB32_Premultiplied);
    strip.render(&img);  // paints the placeholder, reads no series
}

TEST_F(ViewBinding, RandomSequencesOverEveryLesson) {
    const int steps = env_int("BUGBOT_PROPERTY_STEPS", 24);
    const int seeds = env_int("BUGBOT_PROPERTY_SEEDS", 2);
    for (int seed = 1; seed <= seeds; ++seed) {
        MainWindow w;
        w.resize(1024, 768);
        w.show();
        ASSERT_TRUE(w.open_lesson(0));
        Student student(w, static_cast<unsigned>(seed));
        std::string trail;
        for (int i = 0; i < steps; ++i) {
            const std::string step = student.act();
            trail += step + "; ";
            QApplication::processEvents();
            expect_bound(w, "seed " + std::to_string(seed) + ": " + trail);
            paint_views(w);
        }
        w.stop();
    }
}
