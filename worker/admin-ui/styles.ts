/**
 * The back office's stylesheet, inline in its pages: small, and nothing of the storefront's. Rows of
 * controls align to their top: what a slow phone has laid out before the rest of the page arrives
 * stays where it is (centred or bottom-aligned items move when a taller one joins their row). On a
 * phone a table's rows are stacked blocks: no column widths that change as later rows arrive, and
 * nothing wider than the screen.
 */
export const ADMIN_CSS = `
*{box-sizing:border-box}
body.admin{margin:0;font:15px/1.45 system-ui,sans-serif;color:#1d2428;background:#f4f5f6}
.admin-header{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start;padding:.6rem 1rem;background:#24343d;color:#fff}
.admin-header nav{display:flex;flex-wrap:wrap;gap:.8rem;flex:1}
.admin-header a{color:#dfe8ec;text-decoration:none}
.admin-header a[aria-current=page]{color:#fff;font-weight:600;text-decoration:underline}
.admin-account{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-start;overflow-wrap:anywhere}
.admin-account>span{padding-top:.35rem}
.island{display:contents}
.actions{display:flex;flex-wrap:wrap;gap:.4rem;align-items:flex-start;margin:.3rem 0}
.admin-main{max-width:75rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%;background:#fff;margin:.5rem 0 1rem}
th,td{border-bottom:1px solid #dde2e5;padding:.4rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f3;font-weight:600}
td.num,th.num{text-align:right}
tr.overdue td{background:#fde8e4}
.tab{margin-right:1rem}
.badge{display:inline-block;padding:0 .4rem;border-radius:.3rem;background:#e4e9ec;font-size:.85em}
.badge--warn{background:#f9d3cb;color:#7a1d0b}
form.filters,form.card{display:flex;flex-wrap:wrap;gap:.6rem;align-items:flex-start;background:#fff;padding:.8rem;margin:.5rem 0 1rem;border:1px solid #dde2e5}
label{display:flex;flex-direction:column;font-size:.85rem;gap:.15rem}
form.filters button[type=submit],form.card button[type=submit]{align-self:flex-end}
label.check{flex-direction:row;align-items:center;gap:.3rem}
input,select,textarea,button{font:inherit;padding:.3rem .5rem}
button{cursor:pointer;border:1px solid #24343d;background:#24343d;color:#fff;border-radius:.25rem}
button.danger{background:#a3261a;border-color:#a3261a}
.inline-form{display:inline-flex;flex-wrap:wrap;gap:.4rem;align-items:flex-start;margin:0 .3rem .3rem 0}
.form-status:empty{display:none}
.form-status{margin:.3rem 0;color:#a3261a;white-space:pre-line;overflow-wrap:anywhere;flex-basis:100%}
.form-status.ok{color:#1d6b2f}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;background:#fff;padding:.8rem;border:1px solid #dde2e5}
dl.facts dt{font-weight:600}
.columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}
.box{background:#fff;border:1px solid #dde2e5;padding:.8rem;margin:0 0 1rem}
.box h2{margin-top:0}
dl.facts dd{margin:0;overflow-wrap:anywhere}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1rem;margin-bottom:1rem}
.tile{background:#fff;border:1px solid #dde2e5;padding:.8rem}
.tile strong{display:block;font-size:1.6rem}
pre.message{white-space:pre-wrap;background:#fff;border:1px solid #dde2e5;padding:.6rem;margin:.3rem 0}
[hidden]{display:none!important}
@media (max-width:48rem){
  table,tbody,tr,td{display:block}
  thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
  tr{padding:.4rem .6rem;border-bottom:1px solid #dde2e5}
  td{border:0;padding:.1rem 0;overflow-wrap:anywhere}
  td:empty{display:none}
  td[data-label]::before{content:attr(data-label) ": ";font-weight:600}
  td.num{text-align:left}
  .admin-main{padding:.6rem}
  dl.facts{grid-template-columns:1fr}
  input,select{max-width:100%}
}
.admin--print .admin-main{max-width:48rem;background:#fff}
@media print{
  body.admin{background:#fff;font-size:11pt}
  .admin-header,.no-print,button,form{display:none!important}
  .admin-main{max-width:none;padding:0}
  table{page-break-inside:auto}
  tr{page-break-inside:avoid}
}
`;
