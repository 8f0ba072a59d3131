const x = 1;
function f( {
}
