// The gradebook sheet (marking/gradebook_csv.h) without processes: what only
// a constructed sheet line can show (a submission not marked, a hostile id).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "marking/gradebook_csv.h"
#include "marking/marker.h"

using bugbot::marking::GradebookForm;
using bugbot::marking::GradebookSheet;
using nlohmann::ordered_json;

namespace {
bugbot::marking::Lesson two_tasks() {
    bugbot::marking::Lesson l;
    l.id = "8.1";
    l.tasks = {{"spin", "Spin", 10}, {"plot", "Plot", 20}};
    return l;
}
ordered_json line(const std::string& file, double a, double b, const std::string& status = "marked") {
    return ordered_json{{"file", file}, {"score", a + b}, {"max", 30}, {"status", status},
                        {"tasks", {{{"id", "spin"}, {"score", a}}, {{"id", "plot"}, {"score", b}}}}};
}
std::string written(const GradebookSheet& sheet, std::vector<std::string>* problems = nullptr) {
    // Each test its own file: ctest runs them side by side, and TempDir() is shared.
    const std::string path = ::testing::TempDir() + "/gradebook-" + std::to_string(::getpid()) + "-" +
                             ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".csv";
    std::vector<std::string> said;
    std::string error;
    EXPECT_TRUE(sheet.write(path, two_tasks(), problems ? *problems : said, error)) << error;
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    std::remove(path.c_str());
    return text.str();
}
}  // namespace

TEST(GradebookCsv, ASubmissionNotMarkedHasEmptyCellsNotZero) {
    GradebookSheet sheet;
    std::string error;
    ASSERT_TRUE(sheet.set({}, error)) << error;
    sheet.add(line("ada.py", 10, 12.5), "class/ada.py");
    sheet.add(line("ben.py", 0, 0, bugbot::marking::kNotMarked), "class/ben.py");
    EXPECT_EQ(written(sheet), "Username,8.1: spin,8.1: plot,8.1: total\nada,10,12.5,22.5\nben,,,\n");
}

// Issue 42: two hand-ins that claim one student are a conflict (no grade, both
// named), never a silent pick of the better mark.
TEST(GradebookCsv, TwoHandInsClaimingOneStudentAreAConflictNotAPick) {
    GradebookSheet sheet;
    std::string error;
    ASSERT_TRUE(sheet.set({"moodle", "ID number", "^(\\d+)"}, error)) << error;
    sheet.add(line("7_first.py", 10, 20), "7_first.py");
    sheet.add(line("7_second.py", 0, 5), "7_second.py");
    sheet.add(line("8_only.py", 0, 1), "8_only.py");
    std::vector<std::string> problems;
    EXPECT_EQ(written(sheet, &problems), "ID number,8.1: spin,8.1: plot,8.1: total\n7,,,\n8,0,1,1\n");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0], "student 7 is claimed by 2 hand-ins (7_first.py, 7_second.py): a conflict, left without a "
                           "grade; keep one and mark again");
    EXPECT_NE(problems[1].find("3 student id(s) taken from the files' names"), std::string::npos) << problems[1];
}

// Issue 42: Mallory's 1002_scores.py in her own folder (Moodle's download) is
// hers, whatever its name says; only a file with no folder of its own falls
// back to its name, and that is said.
TEST(GradebookCsv, AStudentsOwnFolderSaysWhoseAMarkIsNotTheFilesName) {
    GradebookSheet sheet;
    std::string error;
    ASSERT_TRUE(sheet.set({"moodle", "ID number", "_(\\d+)_assignsubmission"}, error)) << error;
    sheet.set_owner_folders({{"class/Mallory Smith_1003_assignsubmission_file_/1002_scores.py",
                              "Mallory Smith_1003_assignsubmission_file_"},
                             {"class/Ada Lovelace_1001_assignsubmission_file_/ada.py", "Ada Lovelace_1001_assignsubmission_file_"}});
    sheet.add(line("Mallory Smith_1003_assignsubmission_file_/1002_scores.py", 10, 20),
              "class/Mallory Smith_1003_assignsubmission_file_/1002_scores.py");
    sheet.add(line("Ada Lovelace_1001_assignsubmission_file_/ada.py", 5, 5), "class/Ada Lovelace_1001_assignsubmission_file_/ada.py");
    std::vector<std::string> problems;
    const std::string text = written(sheet, &problems);
    EXPECT_EQ(text, "ID number,8.1: spin,8.1: plot,8.1: total\n1003,10,20,30\n1001,5,5,10\n");
    EXPECT_EQ(text.find("1002"), std::string::npos);
    EXPECT_TRUE(problems.empty()) << problems.front();
    EXPECT_FALSE(sheet.id_from_file_name("class/Ada Lovelace_1001_assignsubmission_file_/ada.py"));
    EXPECT_TRUE(sheet.id_from_file_name("class/1002_scores.py"));
}

TEST(GradebookCsv, AnIdThatLooksLikeAFormulaIsText) {
    GradebookSheet sheet;
    std::string error;
    ASSERT_TRUE(sheet.set({"plain", "Username", "^id(.*)\\.py$"}, error)) << error;
    sheet.add(line("id=1+1.py", 10, 20), "id=1+1.py");
    sheet.add(line("id\"q,.py", 5, 0), "id\"q,.py");
    sheet.add(line("nothing.py", 5, 0), "nothing.py");  // no id: left out
    const std::string text = written(sheet);
    EXPECT_NE(text.find("\n'=1+1,8.1,30,30,100,marked\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\n\"\"\"q,\",8.1,5,30,16.67,marked\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("nothing"), std::string::npos);
}

TEST(GradebookCsv, APatternWithoutAGroupOrAnUnknownFormIsRefused) {
    GradebookSheet sheet;
    std::string error;
    EXPECT_FALSE(sheet.set({"moodle", "Username", "^\\d+"}, error));
    EXPECT_NE(error.find("needs a group"), std::string::npos);
    EXPECT_FALSE(sheet.set({"moodle", "Username", "(("}, error));
    EXPECT_FALSE(sheet.set({"canvas", "Username", ""}, error));
}
