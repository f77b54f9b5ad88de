# The link graph of the project's targets, for cmake/check_layering.py (ctest `layering`).

# Sets `out` to the targets defined in `dir` and every folder below it.
function(theseus_targets_below dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    theseus_targets_below(${sub} below)
    list(APPEND targets ${below})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Sets `out` to a JSON array of the strings in the list variable named `list_name`.
function(theseus_json_strings list_name out)
  set(json "[]")
  set(index 0)
  foreach(item IN LISTS ${list_name})
    string(JSON json SET "${json}" ${index} "\"${item}\"")
    math(EXPR index "${index} + 1")
  endforeach()
  set(${out} "${json}" PARENT_SCOPE)
endfunction()

# Sets `out` to the JSON object of `target` (see theseus_write_link_graph below).
function(theseus_target_json target out)
  get_target_property(type ${target} TYPE)
  get_target_property(source_dir ${target} SOURCE_DIR)
  get_target_property(links ${target} LINK_LIBRARIES)
  get_target_property(interface ${target} INTERFACE_LINK_LIBRARIES)
  file(RELATIVE_PATH folder "${CMAKE_SOURCE_DIR}" "${source_dir}")
  foreach(property links interface)
    if(NOT ${property})
      set(${property} "")
    endif()
    string(REPLACE "\\" "\\\\" ${property} "${${property}}")
    string(REPLACE "\"" "\\\"" ${property} "${${property}}")
    theseus_json_strings(${property} ${property}_json)
  endforeach()
  set(json "{}")
  string(JSON json SET "${json}" name "\"${target}\"")
  string(JSON json SET "${json}" type "\"${type}\"")
  string(JSON json SET "${json}" folder "\"${folder}\"")
  string(JSON json SET "${json}" links "${links_json}")
  string(JSON json SET "${json}" interface "${interface_json}")
  set(${out} "${json}" PARENT_SCOPE)
endfunction()

# theseus_write_link_graph(FILE): writes the link graph of every target the project defines to
# FILE at configure time, for cmake/check_layering.py: a JSON list of objects
#   {"name", "type", "folder" (relative to the source root), "links" (LINK_LIBRARIES: PUBLIC and
#    PRIVATE), "interface" (INTERFACE_LINK_LIBRARIES: PUBLIC and INTERFACE; a static library's
#    PRIVATE links appear there as $<LINK_ONLY:...>)}.
# Custom targets (no links) are left out; imported targets (LLVM, GTest, ...) appear only by
# name, as links.
function(theseus_write_link_graph file)
  theseus_targets_below(${CMAKE_SOURCE_DIR} targets)
  set(graph "[]")
  set(index 0)
  foreach(target ${targets})
    get_target_property(type ${target} TYPE)
    if(NOT type STREQUAL "UTILITY")
      theseus_target_json(${target} target_json)
      string(JSON graph SET "${graph}" ${index} "${target_json}")
      math(EXPR index "${index} + 1")
    endif()
  endforeach()
  file(WRITE ${file} "${graph}\n")
endfunction()
