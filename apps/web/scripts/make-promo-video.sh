#!/usr/bin/env bash
# Renders the landing page's promotional clip (public/media): five branded slides with the
# product's real claims, white on navy, 15 s, no sound. Needs ffmpeg with libvpx-vp9, libx264 and
# libwebp (Debian: apt-get install ffmpeg) and the DejaVu fonts. Run from anywhere:
#   bash apps/web/scripts/make-promo-video.sh
# The captions (promo.tr.vtt, promo.en.vtt) follow the same timings and are kept by hand.
set -euo pipefail

out="$(cd "$(dirname "$0")/../public/media" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
W=800
H=490
SLIDE=3

# One slide per line: title | subtitle. Turkish on screen; the English captions translate it.
slides=(
  "Şirketinizi online kurun|Şirket kuruluşu · Sanal muhasebeci · Sanal ofis"
  "En geç 3 iş gününde|Eksiksiz başvurularda şirketiniz kurulur"
  "Size özel mali müşavir|Defterleriniz tutulur, beyannameleriniz verilir"
  "4 lokasyonda sanal ofis|Resmi adres, çağrı karşılama ve kargo takibi"
  "Belgelerinizi yükleyin|Gerisini uzman ekibimiz yürütür · Firmaport"
)

filters="drawbox=x=0:y=0:w=${W}:h=6:color=0xF5A524:t=fill"
filters+=",drawtext=fontfile=${bold}:text=Firmaport:fontsize=26:fontcolor=white:x=48:y=40"
for i in "${!slides[@]}"; do
  title="${slides[$i]%%|*}"
  subtitle="${slides[$i]#*|}"
  printf '%s' "$title" > "$work/title$i.txt"
  printf '%s' "$subtitle" > "$work/subtitle$i.txt"
  start=$((i * SLIDE))
  end=$((start + SLIDE))
  # Fade each slide in and out over 0.4 s.
  alpha="if(lt(t,${start}+0.4),(t-${start})/0.4,if(gt(t,${end}-0.4),(${end}-t)/0.4,1))"
  enable="between(t,${start},${end})"
  filters+=",drawtext=fontfile=${bold}:textfile=$work/title$i.txt:fontsize=46:fontcolor=white:x=48:y=(h/2)-60:alpha='${alpha}':enable='${enable}'"
  filters+=",drawbox=x=48:y=(ih/2)+2:w=96:h=6:color=0xF5A524@1:t=fill:enable='${enable}'"
  filters+=",drawtext=fontfile=${regular}:textfile=$work/subtitle$i.txt:fontsize=24:fontcolor=0xDDE3F6:x=48:y=(h/2)+30:alpha='${alpha}':enable='${enable}'"
done
duration=$((${#slides[@]} * SLIDE))

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x111738:s=${W}x${H}:r=25:d=${duration}" \
  -vf "$filters" -an -c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -pix_fmt yuv420p \
  "$out/promo.webm"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x111738:s=${W}x${H}:r=25:d=${duration}" \
  -vf "$filters" -an -c:v libx264 -preset slow -crf 25 -tune stillimage -pix_fmt yuv420p -movflags +faststart \
  "$out/promo.mp4"
# The poster: the first slide, fully faded in.
ffmpeg -hide_banner -loglevel error -y -ss 1.5 -i "$out/promo.webm" -frames:v 1 -c:v libwebp -quality 80 \
  "$out/promo-poster.webp"
ls -l "$out"
