#pragma once
// The environment every studio test runs in: this build's engine, no modal
// dialogs, the offscreen platform when there is no display.
void set_studio_test_environment();
