; The targets of ../library-fn.ll.

define noundef ptr @calloc(i64 noundef %n, i64 %size) memory(inaccessiblemem: readwrite) {
  ret ptr null
}

define noundef ptr @my_calloc(i64 noundef %n, i64 %size) memory(inaccessiblemem: readwrite) {
  ret ptr null
}

define noundef i64 @returns_arg(i64 %n) {
  ret i64 %n
}
