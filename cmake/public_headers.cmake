# bugbot_public_headers(TARGET HEADERS...): the headers of TARGET's folder that
# other folders may include: its public face, as Box2D keeps include/box2d
# apart from src. tests/style/public_headers_test.py reads these lists from the
# CMakeLists.txt files and fails on an include of another folder's header that
# its list does not name; the property keeps the list for tools.
function(bugbot_public_headers target)
  set_property(TARGET ${target} PROPERTY BUGBOT_PUBLIC_HEADERS ${ARGN})
endfunction()
